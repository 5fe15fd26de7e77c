/** The bridge log panel shows in development builds, or anywhere when the page URL has `bridgeLog=1`. */
export function shouldShowBridgeLog(dev: boolean, query: URLSearchParams): boolean {
  return dev || query.get('bridgeLog') === '1';
}
