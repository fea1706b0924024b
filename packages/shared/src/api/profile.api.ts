import { followResponseSchema } from '../reading-schemas';
import { profileResponseSchema } from '../social-schemas';
import { defineRoutes, idParams } from './contract';

const tags = ['social'];
const user = idParams('userId');

/** A user's profile and following them (docs/PRODUCT.md#api-browsing-and-library, §4 Follow). */
export const profileApi = defineRoutes({
  'GET /profile/:userId': {
    auth: 'user',
    tags,
    summary: 'Profil: kullanıcı, kitapları ve takip durumu',
    params: user,
    response: profileResponseSchema,
    errors: [404],
  },
  'POST /profile/follow/:userId': {
    auth: 'user',
    tags,
    summary: 'Kullanıcıyı takip eder',
    params: user,
    response: followResponseSchema,
    errors: [404],
    writeLimit: 'follow',
  },
  'POST /profile/unfollow/:userId': {
    auth: 'user',
    tags,
    summary: 'Takibi bırakır',
    params: user,
    response: followResponseSchema,
    errors: [404],
    writeLimit: 'follow',
  },
});
