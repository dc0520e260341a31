/**
 * Resolves in a later task of the main thread (scheduler.yield() where the browser has it, else a
 * message to itself, which unlike setTimeout is not clamped to 4 ms): work after it does not
 * lengthen the task that is running now.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
