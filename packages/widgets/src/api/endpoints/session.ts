import { decoderFor, type Decoder } from '../decode';
import type { LoginRequest, RegisterRequest } from '../requests';
import { sessionAnswerSchema, type Message } from '../schemas/commandAnswers';
import { toUser, userSchema, type User } from '../schemas/user';
import type { PortalTransport } from '../transport';
import { decodeNoContent } from './commandAnswers';

const decodeUserWire = /* @__PURE__ */ decoderFor(userSchema);
const decodeSessionAnswerWire = /* @__PURE__ */ decoderFor(sessionAnswerSchema);

/** `GET /api/me`'s body as the portal's `User`. */
export const decodeUser: Decoder<User> = (data) => toUser(decodeUserWire(data));
/** A login's or registration's body: a message, or undefined for a 204's empty body ('' from the transport). */
export const decodeSessionAnswer: Decoder<Message | undefined> = (data) =>
  decodeSessionAnswerWire(data) || undefined;

/** `GET /api/me`: the signed-in player; a 401 `ApiError` means logged out. */
export function me(api: PortalTransport): Promise<User> {
  return api.send({ method: 'get', path: '/api/me' }, decodeUser);
}

/** `POST /login`, after a fresh XSRF cookie; undefined when the server answered 204 (Laravel Breeze). */
export function login(
  api: PortalTransport,
  { username, password, remember }: LoginRequest,
): Promise<Message | undefined> {
  return api.send(
    { method: 'post', path: '/login', data: { username, password, remember }, csrf: true },
    decodeSessionAnswer,
  );
}

/** `POST /logout`. */
export async function logout(api: PortalTransport): Promise<void> {
  await api.send({ method: 'post', path: '/logout' }, decodeNoContent);
}

/** `POST /register`, after a fresh XSRF cookie; signs the player in; undefined on a 204. */
export function register(
  api: PortalTransport,
  {
    phone,
    receiveNewsletter,
    username,
    password,
    passwordConfirm,
    gReCaptchaToken,
  }: RegisterRequest,
): Promise<Message | undefined> {
  return api.send(
    {
      method: 'post',
      path: '/register',
      data: { phone, receiveNewsletter, username, password, passwordConfirm, gReCaptchaToken },
      csrf: true,
    },
    decodeSessionAnswer,
  );
}
