import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from '../../lib/router';
import { paths, routePatterns } from '../../config/paths';
import { LoadingState } from '../../components';

// The authoring screens load on demand so they stay out of the first bundle.
const NewStoryPage = lazy(() => import('./NewStoryPage').then((m) => ({ default: m.NewStoryPage })));
const MyStoriesPage = lazy(() => import('./MyStoriesPage').then((m) => ({ default: m.MyStoriesPage })));
const StoryDetailsPage = lazy(() => import('./StoryDetailsPage').then((m) => ({ default: m.StoryDetailsPage })));
const StoryStatsPage = lazy(() => import('./StoryStatsPage').then((m) => ({ default: m.StoryStatsPage })));

const suspended = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

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
