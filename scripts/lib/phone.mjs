// The phone the browser benches measure the league's pages on: a 412×823 touch screen at 1.75
// device pixels per CSS pixel, and a slow mobile network and CPU applied with DevTools'
// throttling (each bench gives its own figures: round trip, throughputs, CPU slowdown).

/** The browser context options of the phone's screen. */
export const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};

/** Throttles a page's network and CPU as `phone` says ({ latency, downloadThroughput, uploadThroughput, cpu }). */
export async function throttleLikePhone(context, page, phone) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latency,
    downloadThroughput: phone.downloadThroughput,
    uploadThroughput: phone.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpu });
}
