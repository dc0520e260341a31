import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CHANGED_CLOSE, type LiveNotification } from '../../../../core/events';
import { LiveChannel } from './live-channel';

/** A stand-in for the browser's WebSocket: records what the channel sends, lets the test play the hub. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: ((e: { type: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {}
  /** The hub's side. */
  open() {
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const USER_ID = 7;
const authSuccess = (lastEventId: number) => ({ type: 'auth_success', timestamp: new Date().toISOString(), userId: USER_ID, lastEventId });
const message = (id: number) => ({ type: 'message', id, timestamp: new Date().toISOString(), messageId: id, from: 'Dr X', message: `m${id}` });

describe('LiveChannel cursor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function start() {
    const shown: LiveNotification[] = [];
    const channel = new LiveChannel(USER_ID, { onNotification: (n) => shown.push(n), onStatus: () => {} }, 'ws://test/ws');
    channel.start();
    return { channel, shown, socket: (i: number) => FakeSocket.all[i]! };
  }

  it('reconnects after a drop with the hub’s newest id from auth_success when it has seen no notification', () => {
    const { channel, socket } = start();
    socket(0).open();
    expect(socket(0).sent).toEqual([{ type: 'auth', userId: USER_ID }]);
    socket(0).receive(authSuccess(41));
    socket(0).drop();
    vi.runOnlyPendingTimers();
    socket(1).open();
    expect(socket(1).sent).toEqual([{ type: 'auth', userId: USER_ID, lastEventId: 41 }]);
    channel.stop();
  });

  it('keeps its own cursor over the hub’s newest id, and shows a replayed notification once', () => {
    const { channel, shown, socket } = start();
    socket(0).open();
    socket(0).receive(authSuccess(3));
    socket(0).receive(message(4));
    socket(0).drop();
    vi.runOnlyPendingTimers();
    socket(1).open();
    expect(socket(1).sent[0]).toMatchObject({ lastEventId: 4 });
    // The hub answers with its newest (6), then replays 5 and 6; a duplicate 6 is not shown again.
    socket(1).receive(authSuccess(6));
    socket(1).receive(message(5));
    socket(1).receive(message(6));
    socket(1).receive(message(6));
    expect(shown.map((n) => n.id)).toEqual([4, 5, 6]);
    socket(1).drop();
    vi.runOnlyPendingTimers();
    socket(2).open();
    expect(socket(2).sent[0]).toMatchObject({ lastEventId: 6 });
    channel.stop();
  });

  it('tells the page when the hub closes it for a role change, and comes back with its cursor; a drop or a logout says nothing of the kind', () => {
    const roleChanged = vi.fn();
    const channel = new LiveChannel(USER_ID, { onNotification: () => {}, onStatus: () => {}, onRoleChanged: roleChanged }, 'ws://test/ws');
    channel.start();
    const socket = (i: number) => FakeSocket.all[i]!;
    socket(0).open();
    socket(0).receive(authSuccess(3));
    socket(0).drop();
    expect(roleChanged).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    socket(1).open();
    socket(1).drop(ROLE_CHANGED_CLOSE);
    expect(roleChanged).toHaveBeenCalledTimes(1);
    vi.runOnlyPendingTimers();
    socket(2).open();
    expect(socket(2).sent).toEqual([{ type: 'auth', userId: USER_ID, lastEventId: 3 }]);
    socket(2).drop(4000);
    vi.runOnlyPendingTimers();
    expect(FakeSocket.all).toHaveLength(3);
    expect(roleChanged).toHaveBeenCalledTimes(1);
    channel.stop();
  });

  it('shows what arrived between its first upgrade and auth (ids up to the hub’s newest)', () => {
    const { channel, shown, socket } = start();
    socket(0).open();
    socket(0).receive(authSuccess(9));
    socket(0).receive(message(9));
    expect(shown.map((n) => n.id)).toEqual([9]);
    channel.stop();
  });
});
