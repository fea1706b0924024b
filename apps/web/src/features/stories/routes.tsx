import { Navigate, type RouteObject } from '../../lib/router';
import { paths, routePatterns } from '../../config/paths';
import { suspended } from '../../components';
import { lazyNamed } from '../../lib/lazyPage';

// The authoring screens load on demand so they stay out of the first bundle.
const NewStoryPage = lazyNamed(() => import('./NewStoryPage'), 'NewStoryPage');
const MyStoriesPage = lazyNamed(() => import('./MyStoriesPage'), 'MyStoriesPage');
const StoryDetailsPage = lazyNamed(() => import('./StoryDetailsPage'), 'StoryDetailsPage');
const StoryStatsPage = lazyNamed(() => import('./StoryStatsPage'), 'StoryStatsPage');

/**
 * Logged-in authoring routes (place among the RequireAuth children): /new-story, /my-stories,
 * /story-details/{storyId}, /story-details/{storyId}/stats, and the redirects /create-story → /new-story (the visitor write
 * menu's link, reached after login) and /edit → /my-stories.
 */
export const storiesRoutes: RouteObject[] = [
  { path: routePatterns.newStory, element: suspended(<NewStoryPage />) },
  { path: routePatterns.myStories, element: suspended(<MyStoriesPage />) },
  { path: routePatterns.storyDetails, element: suspended(<StoryDetailsPage />) },
  { path: routePatterns.storyStats, element: suspended(<StoryStatsPage />) },
  { path: paths.createStory, element: <Navigate to={paths.newStory} replace /> },
  { path: routePatterns.edit, element: <Navigate to={paths.myStories} replace /> },
];
