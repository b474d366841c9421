/**
 * A promise that settles in a new task of the page's event loop, after the
 * browser has had the main thread back (to paint, or to answer a tap).
 *
 * A message to itself, not a timer: a message comes at once, with no timer's
 * clamp, and on a page whose clock is held (a test's, or a tab in the
 * background) it still comes. React's scheduler yields the same way.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
