import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  USER_REPLY,
  USER_REQUEST,
  answerUserRequest,
  isUserRequest,
  listenForUserRequests,
} from './userRequests';

const FOUNDATION = 'https://foundation.example.com';
const RESEARCH = 'https://research.example.com';
const allowed = [FOUNDATION, RESEARCH];
const asha = {
  name: 'Asha Verma',
  username: 'asha_v1',
  email: 'asha@example.in',
  newsLetter: false,
};

function fakeWindow() {
  return { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
}

function ask(origin: string, data: unknown = { type: USER_REQUEST }, source = fakeWindow()) {
  const event = { origin, data, source: source as unknown as MessageEventSource };
  const answered = answerUserRequest(event, allowed, () => asha);
  return { answered, source };
}

describe('answerUserRequest', () => {
  it.each([FOUNDATION, RESEARCH])(
    'answers %s with the user, addressed to that origin only',
    (origin) => {
      const { answered, source } = ask(origin);
      expect(answered).toBe(true);
      expect(source.postMessage).toHaveBeenCalledExactlyOnceWith(
        { type: USER_REPLY, user: asha },
        origin,
      );
    },
  );

  it('answers null when nobody is signed in', () => {
    const source = fakeWindow();
    answerUserRequest(
      {
        origin: FOUNDATION,
        data: { type: USER_REQUEST },
        source: source as unknown as MessageEventSource,
      },
      allowed,
      () => null,
    );
    expect(source.postMessage).toHaveBeenCalledWith({ type: USER_REPLY, user: null }, FOUNDATION);
  });

  it.each([
    'https://foundation.example.com.evil.test',
    'http://foundation.example.com',
    'https://foundation.example.com/',
    'https://foundation.example.com:8443',
    'https://research.example.com.evil.test',
    'null',
    window.location.origin,
  ])('ignores the look-alike origin %j', (origin) => {
    const { answered, source } = ask(origin);
    expect(answered).toBe(false);
    expect(source.postMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['another type', { type: 'ic-universe:get-token' }],
    ['extra fields', { type: USER_REQUEST, reply: 'https://evil.test' }],
    ['a bare string', USER_REQUEST],
    ['an array', [USER_REQUEST]],
    ['null', null],
  ])('ignores a message with %s', (_, data) => {
    const { answered, source } = ask(FOUNDATION, data);
    expect(answered).toBe(false);
    expect(source.postMessage).not.toHaveBeenCalled();
  });

  it('ignores a message with no window to answer', () => {
    const event = { origin: FOUNDATION, data: { type: USER_REQUEST }, source: null };
    expect(answerUserRequest(event, allowed, () => asha)).toBe(false);
  });

  it('ignores a message from a MessagePort', () => {
    const { port1 } = new MessageChannel();
    const event = { origin: FOUNDATION, data: { type: USER_REQUEST }, source: port1 };
    expect(answerUserRequest(event, allowed, () => asha)).toBe(false);
    port1.close();
  });
});

describe('isUserRequest', () => {
  it('accepts exactly { type: USER_REQUEST }', () => {
    expect(isUserRequest({ type: USER_REQUEST })).toBe(true);
    expect(isUserRequest({})).toBe(false);
  });
});

describe('listenForUserRequests on a real window', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function dispatch(origin: string) {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: { type: USER_REQUEST }, source: window }),
    );
  }

  it('answers allowed origins through the window until stopped', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stop = listenForUserRequests(window, allowed, () => asha);
    dispatch('https://foundation.example.com.evil.test');
    expect(post).not.toHaveBeenCalled();
    dispatch(FOUNDATION);
    expect(post).toHaveBeenCalledExactlyOnceWith({ type: USER_REPLY, user: asha }, FOUNDATION);
    stop();
    dispatch(FOUNDATION);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('reads the user at the moment of asking', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    let current: typeof asha | null = null;
    stop = listenForUserRequests(window, allowed, () => current);
    dispatch(RESEARCH);
    current = asha;
    dispatch(RESEARCH);
    expect(post.mock.calls.map(([message]) => message)).toEqual([
      { type: USER_REPLY, user: null },
      { type: USER_REPLY, user: asha },
    ]);
  });

  it('does not even listen when no origin is configured', () => {
    const add = vi.spyOn(window, 'addEventListener');
    stop = listenForUserRequests(window, [], () => asha);
    expect(add).not.toHaveBeenCalledWith('message', expect.anything());
  });
});
