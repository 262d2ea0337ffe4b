import { BRAND_COLORS, ORDER_STATUS_TONES } from '@tailor/shared/brand-colors';
import { LANGUAGES, type Language } from '@tailor/shared/constants';
import { LANGUAGE_NAMES } from '@tailor/shared/locales/public/texts';
import { markup, SafeHtml } from './html';
import { PUBLIC_TEXTS } from './page-language';

/** Material icons the pages use, drawn once and referenced with <use>. */
const ICONS: Record<string, string> = {
  shop: 'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z',
  person:
    'M12 6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 10c2.7 0 5.8 1.29 6 2H6c.23-.72 3.31-2 6-2m0-12C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 10c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  download:
    'M18 15v3H6v-3H4v3c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2v-3zm-1-4-1.41-1.41L13 12.17V4h-2v8.17L8.41 9.59 7 11l5 5z',
  open: 'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  done: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  lang: 'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
};

export type IconName = keyof typeof ICONS;

/** An icon from the page's sprite; decorative, so hidden from screen readers. */
export function icon(name: IconName, className = 'ic'): SafeHtml {
  return markup`<svg class="${className}" aria-hidden="true"><use href="#i-${name}"/></svg>`;
}

function sprite(names: readonly IconName[]): SafeHtml {
  const symbols = [...new Set(names)].map(
    (name) =>
      markup`<symbol id="i-${name}" viewBox="0 0 24 24"><path d="${ICONS[name]!}"/></symbol>`,
  );
  // Not `hidden`: that hides HTML elements only, and an <svg> keeps its 300 × 150 default size.
  return markup`<svg class="sprite" width="0" height="0" aria-hidden="true">${symbols}</svg>`;
}

/** Each status's chip in its colour (ORDER_STATUS_TONES), as the staff app's; Cancelled outlined. */
const STATUS_CHIP_CSS = Object.entries(ORDER_STATUS_TONES)
  .map(([status, tone]) => {
    const look = tone
      ? `background:${BRAND_COLORS[tone]}`
      : `background:none;color:${BRAND_COLORS.text};border:1px solid ${BRAND_COLORS.border}`;
    return `.st-${status.replace(' ', '-')}{${look}}`;
  })
  .join('');

/**
 * The look of the app's customer pages (indigo and teal, rounded cards, phone first) in plain CSS:
 * no framework, no web font, a vertical stepper on phones and a horizontal one from 600 px.
 */
const CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari","Noto Sans Gujarati","Noto Sans Tamil",Arial,sans-serif;background:#f5f6fa;color:#1c1f2e}
a{color:inherit}
.ic{width:20px;height:20px;fill:currentColor;flex:none}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.bar{background:#283593;color:#fff;padding:8px 16px;display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.bar .ic{opacity:.85}
.langs{display:flex;flex-wrap:wrap;gap:4px}
.langs a{color:#fff;text-decoration:none;padding:4px 8px;border-radius:8px;font-size:14px}
.langs a[aria-current]{background:rgba(255,255,255,.2);font-weight:700}
main{max-width:900px;margin:0 auto;padding:16px}
.stack{display:grid;gap:20px}
.hero{border-radius:14px;padding:20px;color:#fff;background:linear-gradient(135deg,#001064 0%,#283593 55%,#00796b 100%)}
.hero p{margin:0}
.row{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.shop{font-weight:700;overflow-wrap:anywhere}
h1{font-size:1.75rem;margin:10px 0;line-height:1.2}
h2{font-size:1.0625rem;margin:0;font-weight:600}
.who{font-size:1.0625rem;font-weight:600;overflow-wrap:anywhere}
.card{background:#fff;border:1px solid rgba(28,31,46,.1);border-radius:14px;padding:16px}
.head{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-bottom:16px}
.sec{display:flex;align-items:center;gap:8px;margin-bottom:16px;color:#283593}
.sec h2{color:#1c1f2e}
.muted{color:#5a6072;font-size:14px;margin:0}
.num{font-size:1.25rem;font-weight:600}
.chip{display:inline-flex;align-items:center;gap:4px;border-radius:16px;padding:3px 12px;font-size:13px;font-weight:600;color:#fff;background:#616161;white-space:nowrap}
.chip .ic{width:18px;height:18px}
${STATUS_CHIP_CSS}
.ok{background:${BRAND_COLORS.success}}
.count{background:rgba(255,255,255,.18)}
dl{margin:0}dd{margin:0}
.figs{display:grid;grid-template-columns:repeat(12,1fr);gap:12px}
.fig{grid-column:span 6;padding:12px;border-radius:10px;background:rgba(0,0,0,.04)}
.fig dt{color:#5a6072;font-size:14px}
.fig dd{font-size:1.0625rem;font-weight:600;margin-top:2px;overflow-wrap:anywhere}
.w{grid-column:span 12}
.due{color:#d32f2f}.paid{color:#047857}
.btn{display:flex;justify-content:center;align-items:center;gap:8px;margin-top:20px;min-height:44px;padding:8px 20px;border-radius:10px;background:#283593;color:#fff;font-weight:600;text-decoration:none}
.note{border-radius:10px;padding:12px 16px;margin-bottom:16px;font-size:14px}
.n-pending{background:#e5f6fd;color:#014361}.n-delayed{background:#fff4e5;color:#663c00}.n-cancelled{background:#fdeded;color:#5f2120}.n-delivered{background:#edf7ed;color:#1e4620}
.note p{margin:0;overflow-wrap:anywhere;white-space:pre-line}.note .t{font-weight:700;margin-bottom:4px}
.steps{list-style:none;margin:0;padding:0;display:flex;flex-direction:column}
.step{position:relative;display:flex;align-items:center;gap:12px;padding-bottom:24px;color:#5a6072}
.step:last-child{padding-bottom:0}
.step:not(:last-child)::after{content:"";position:absolute;left:11px;top:28px;bottom:4px;border-left:2px solid #bdbdbd}
.dot{width:24px;height:24px;border-radius:50%;background:#9e9e9e;color:#fff;display:flex;align-items:center;justify-content:center;font-size:12px;flex:none}
.dot .ic{width:16px;height:16px}
.step[data-state=completed],.step[data-state=active]{color:#1c1f2e}
.step[data-state=completed] .dot,.step[data-state=active] .dot{background:#283593}
.step[data-state=active] .lbl{font-weight:700}
.step[data-delayed] .dot{background:#d32f2f}
.warn{display:block;font-size:12px;font-weight:600;color:#9a3412}
.list{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.prod{display:flex;align-items:center;gap:12px;padding:12px;border:1px solid rgba(28,31,46,.1);border-radius:10px}
.prod b{font-weight:500;overflow-wrap:anywhere}
.tag{border:1px solid #283593;color:#283593;border-radius:16px;padding:1px 10px;font-size:13px;white-space:nowrap;flex:none}
.orders{list-style:none;margin:0;padding:0;display:grid;gap:16px}
.order{height:100%;display:flex;flex-direction:column}
.order .head{margin-bottom:8px}
.order h2,.order h3{font-size:1.0625rem;min-width:0;margin:0;font-weight:600}
.person{display:grid;gap:12px}.person>.head{margin:4px 0 0}.person>.head h2{font-size:1.25rem;overflow-wrap:anywhere}.person .count{background:#283593}
.rows div{display:flex;justify-content:space-between;gap:16px;padding:4px 0;font-size:14px}
.rows dt{color:#5a6072}.rows dd{font-weight:600;text-align:right;overflow-wrap:anywhere}
.order .note{margin:12px 0 0}
.tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.tags li{border:1px solid #bdbdbd;border-radius:16px;padding:1px 10px;font-size:13px}
.order hr{border:0;border-top:1px solid rgba(28,31,46,.1);margin:12px 0}
.foot{margin-top:auto;padding-top:16px}.foot .btn{margin-top:0}
.empty{text-align:center;padding:40px 16px}
.empty .ic{width:56px;height:56px}
.empty h1,.empty h2{font-size:1.25rem;margin:8px 0}
.err .ic{color:#d32f2f}
.retry{display:inline-block;margin-top:12px;padding:8px 16px;border:1px solid #283593;border-radius:10px;color:#283593;text-decoration:none;font-weight:600}
.trial h2{margin-bottom:8px}.trial-when{font-size:1.0625rem;font-weight:600;margin:0 0 12px}.trial form .btn{margin-top:12px;width:100%;border:0;font:inherit;cursor:pointer}
.trial-other{margin-top:16px;display:flex;flex-direction:column;gap:6px}.trial-other label{font-size:14px;color:#5a6072}.trial-other textarea{font:inherit;padding:8px 12px;border:1px solid #bdbdbd;border-radius:10px;resize:vertical}.btn-out{background:#fff;color:#283593;border:1px solid #283593!important}
.appr .prod{flex-direction:column;align-items:stretch}.appr .prod>div{display:flex;flex-wrap:wrap;align-items:center;gap:8px}.appr .prod p{margin:0}.appr img{border-radius:8px;max-width:100%;height:auto}.appr .note{margin:0}.appr form .btn{margin-top:4px;border:0;font:inherit;cursor:pointer}.appr .row .btn{flex:1}
.upi .btn{margin-top:0;margin-bottom:8px}.upi-note{margin-top:12px}.upi-title,.upi-wide{display:none}
@media(min-width:600px) and (pointer:fine){.upi-phone{display:none}.upi-title{display:block;margin-bottom:12px}.upi-wide{display:flex;align-items:center;gap:20px}.qr{width:176px;height:176px;flex:none}}
@media(min-width:600px){
main{padding:32px 16px}.hero{padding:28px}.card{padding:24px}
.m3{grid-column:span 3}.m4{grid-column:span 4}
.btn{display:inline-flex}
.steps{flex-direction:row}
.step{flex:1;flex-direction:column;gap:8px;padding:0;text-align:center}
.step:not(:last-child)::after{left:calc(50% + 20px);right:calc(-50% + 20px);top:11px;bottom:auto;border-left:0;border-top:2px solid #bdbdbd}
}
@media(min-width:900px){.orders{grid-template-columns:1fr 1fr}}
`
  .replace(/\n/g, '')
  .trim();

export interface PageShellOptions {
  language: Language;
  /** The document title, also the link preview's title. */
  title: string;
  /** The link preview's description (no personal data). */
  description?: string;
  /** The shop, as the link preview's site name. */
  siteName?: string;
  icons: readonly IconName[];
  body: SafeHtml;
}

/** Open Graph locales of the page languages. */
const OG_LOCALE: Record<Language, string> = {
  en: 'en_IN',
  hi: 'hi_IN',
  gu: 'gu_IN',
  mr: 'mr_IN',
  ta: 'ta_IN',
};

/** The language links: plain links, so the choice works without JavaScript. */
function languageLinks(current: Language): SafeHtml {
  const label = PUBLIC_TEXTS[current].chooseLanguage;
  const links = LANGUAGES.map((lng) => {
    const mark = lng === current ? markup` aria-current="true"` : '';
    return markup`<a href="?lang=${lng}" lang="${lng}" hreflang="${lng}"${mark}>${LANGUAGE_NAMES[lng]}</a>`;
  });
  return markup`<nav class="langs" aria-label="${label}">${links}</nav>`;
}

/** Link-preview tags (Open Graph, Twitter): the page title, the shop and a description only. */
function previewTags(options: PageShellOptions): SafeHtml | '' {
  const { title, description, siteName, language } = options;
  if (!description) return '';
  const site = siteName ? markup`<meta property="og:site_name" content="${siteName}">` : '';
  return markup`<meta name="description" content="${description}"><meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}">${site}<meta property="og:locale" content="${OG_LOCALE[language]}"><meta name="twitter:card" content="summary"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">`;
}

/** A whole customer page: head with link-preview tags, the language bar, and the page's body. */
export function renderPage(options: PageShellOptions): string {
  const { language, title, body } = options;
  const head = markup`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="theme-color" content="#283593"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${title}</title>${previewTags(options)}<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${new SafeHtml(CSS)}</style>`;
  const bar = markup`<div class="bar">${icon('lang')}${languageLinks(language)}</div>`;
  return markup`<!doctype html><html lang="${language}"><head>${head}</head><body>${sprite(['lang', ...options.icons])}${bar}<main>${body}</main></body></html>`
    .value;
}
