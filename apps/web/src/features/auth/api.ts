import type { LoginBody, LoginResponse, RegisterBody } from '@okuryazar/shared';
import { apiRequest } from '../../lib/api';

export function loginRequest(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, auth: false });
}

export function registerRequest(body: RegisterBody): Promise<{ message: string; user_id: number }> {
  return apiRequest<{ message: string; user_id: number }>('/auth/register', {
    method: 'POST',
    body,
    auth: false,
  });
}
