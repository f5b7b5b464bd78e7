/**
 * axe-core cannot compute contrast over a gradient: it reports such text as "incomplete", not as a
 * pass or a violation. The storefront paints its page background, primary buttons and accent words
 * with gradients, so without help axe would skip most of the site's text. Run in the page,
 * `flattenGradients('lightest' | 'darkest')` repaints every gradient as one solid colour (its
 * lightest or darkest stop, composited over the element's own background colour; for gradient text,
 * the text colour), so a contrast run sees both extremes; `flattenGradients('none')` undoes it.
 *
 * Passed to page.evaluate: it must stay self-contained (no imports, no outer variables).
 */
export type FlattenMode = 'lightest' | 'darkest' | 'none';

export function flattenGradients(mode: FlattenMode): number {
  type Rgba = { r: number; g: number; b: number; a: number };
  const w = window as unknown as { __flattened?: Array<[HTMLElement, string]> };
  // CSSOM only (no style attributes): allowed under a style-src Content-Security-Policy.
  for (const [el, cssText] of w.__flattened ?? []) el.style.cssText = cssText;
  w.__flattened = [];
  if (mode === 'none') return 0;

  const toByte = (v: number) => {
    const c = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, c)) * 255);
  };
  const parse = (text: string): Rgba | null => {
    const m = /^(rgba?|oklab)\(([^)]*)\)$/.exec(text.trim());
    if (!m) return null;
    const n = m[2]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map((x) => (x.endsWith('%') ? parseFloat(x) / 100 : parseFloat(x)));
    const a = n.length > 3 ? n[3] : 1;
    if (m[1] !== 'oklab') return { r: n[0], g: n[1], b: n[2], a };
    const [L, A, B] = n;
    const l = Math.pow(L + 0.3963377774 * A + 0.2158037573 * B, 3);
    const mm = Math.pow(L - 0.1055613458 * A - 0.0638541728 * B, 3);
    const s = Math.pow(L - 0.0894841775 * A - 1.291485548 * B, 3);
    return {
      r: toByte(4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s),
      g: toByte(-1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s),
      b: toByte(-0.0041960863 * l - 0.7034186147 * mm + 1.707614701 * s),
      a,
    };
  };
  const over = (top: Rgba, bottom: Rgba | null): Rgba => {
    if (!bottom || bottom.a === 0) return top;
    const a = top.a + bottom.a * (1 - top.a);
    const mix = (k: 'r' | 'g' | 'b') => (top[k] * top.a + bottom[k] * bottom.a * (1 - top.a)) / a;
    return { r: mix('r'), g: mix('g'), b: mix('b'), a };
  };
  const luminance = ({ r, g, b, a }: Rgba) => {
    const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
    return (0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)) * a;
  };

  let count = 0;
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
    const cs = getComputedStyle(el);
    if (!cs.backgroundImage.includes('gradient')) continue;
    const stops = (cs.backgroundImage.match(/(rgba?|oklab)\([^)]*\)/g) ?? [])
      .map(parse)
      .filter((c): c is Rgba => c !== null);
    if (stops.length === 0) continue;
    const own = parse(cs.backgroundColor);
    const solids = stops.map((stop) => over(stop, own)).sort((x, y) => luminance(x) - luminance(y));
    const pick = mode === 'lightest' ? solids[solids.length - 1] : solids[0];
    const colour = `rgba(${pick.r}, ${pick.g}, ${pick.b}, ${pick.a})`;
    w.__flattened.push([el, el.style.cssText]);
    // A transition would keep reporting the old colour until the next frame.
    el.style.setProperty('transition', 'none', 'important');
    el.style.setProperty('background-image', 'none', 'important');
    if (cs.backgroundClip === 'text' || cs.getPropertyValue('-webkit-background-clip') === 'text') {
      el.style.setProperty('color', colour, 'important');
      el.style.setProperty('-webkit-text-fill-color', colour, 'important');
    } else {
      el.style.setProperty('background-color', colour, 'important');
    }
    count++;
  }
  return count;
}
