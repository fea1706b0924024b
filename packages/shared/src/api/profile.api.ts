import { followResponseSchema } from '../reading-schemas';
import { profileResponseSchema } from '../social-schemas';
import { defineTaggedRoutes, idParams } from './contract';

const user = idParams('userId');

/** A user's profile and following them (docs/PRODUCT.md#api-browsing-and-library, §4 Follow). */
export const profileApi = defineTaggedRoutes('social', {
  'GET /profile/:userId': {
    auth: 'user',
    summary: 'Profil: kullanıcı, kitapları ve takip durumu',
    params: user,
    response: profileResponseSchema,
    errors: [404],
  },
  'POST /profile/follow/:userId': {
    auth: 'user',
    summary: 'Kullanıcıyı takip eder',
    params: user,
    response: followResponseSchema,
    errors: [404],
    writeLimit: 'follow',
  },
  'POST /profile/unfollow/:userId': {
    auth: 'user',
    summary: 'Takibi bırakır',
    params: user,
    response: followResponseSchema,
    errors: [404],
    writeLimit: 'follow',
  },
});
