/** Whether the site runs as an installed app (PWA): no browser chrome, so it needs its own back button. */
export function isInstalledApp(win: Window = window): boolean {
  const standalone = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  // iOS Safari reports an icon on the home screen this way instead.
  return standalone || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
