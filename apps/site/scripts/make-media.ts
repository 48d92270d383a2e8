// Makes the pictures of the home and product pages (content/media.ts lists them): flat vector
// illustrations drawn here as SVG, rendered by sharp to AVIF and WebP at every listed width into
// public/media/. Deterministic: the same list gives the same files. Run after changing the list:
//   node apps/site/scripts/make-media.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type PictureSpec, pictures } from '../src/content/media.ts';

const out = path.resolve(import.meta.dirname, '../public/media');
fs.mkdirSync(out, { recursive: true });

const hsl = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;

/** A two-wheeler in profile at (x, y), `s` wide-ish units, body colour `c`. */
function scooter(x: number, y: number, s: number, c: string, electric = false): string {
  const w = (n: number) => n * s;
  return `<g transform="translate(${x} ${y})">
    <circle cx="${w(-60)}" cy="${w(20)}" r="${w(26)}" fill="#1b2433"/><circle cx="${w(-60)}" cy="${w(20)}" r="${w(11)}" fill="#c9d3e3"/>
    <circle cx="${w(70)}" cy="${w(20)}" r="${w(26)}" fill="#1b2433"/><circle cx="${w(70)}" cy="${w(20)}" r="${w(11)}" fill="#c9d3e3"/>
    <path d="M${w(-95)} ${w(0)} Q${w(-90)} ${w(-40)} ${w(-40)} ${w(-42)} L${w(20)} ${w(-42)} Q${w(35)} ${w(-42)} ${w(40)} ${w(-20)} L${w(50)} ${w(5)} L${w(-40)} ${w(5)} Z" fill="${c}"/>
    <path d="M${w(40)} ${w(-20)} L${w(62)} ${w(-95)} L${w(78)} ${w(-95)} L${w(70)} ${w(15)} Z" fill="${c}"/>
    <rect x="${w(55)}" y="${w(-108)}" width="${w(40)}" height="${w(10)}" rx="${w(5)}" fill="#1b2433"/>
    <path d="M${w(-70)} ${w(-46)} Q${w(-40)} ${w(-62)} ${w(-5)} ${w(-50)} L${w(-10)} ${w(-42)} L${w(-70)} ${w(-42)} Z" fill="#1b2433"/>
    ${electric ? `<path d="M${w(-20)} ${w(-30)} l${w(-12)} ${w(20)} h${w(10)} l${w(-6)} ${w(18)} l${w(20)} ${w(-26)} h${w(-10)} l${w(8)} ${w(-12)} Z" fill="#2bd17e"/>` : ''}
  </g>`;
}

function rickshaw(x: number, y: number, s: number, c: string): string {
  const w = (n: number) => n * s;
  return `<g transform="translate(${x} ${y})">
    <rect x="${w(-110)}" y="${w(-120)}" width="${w(200)}" height="${w(18)}" rx="${w(8)}" fill="#1b2433"/>
    <path d="M${w(-100)} ${w(-102)} h${w(180)} v${w(100)} h${w(-180)} Z" fill="${c}"/>
    <rect x="${w(-85)} " y="${w(-90)}" width="${w(70)}" height="${w(45)}" rx="${w(6)}" fill="#e8f2ff"/>
    <rect x="${w(0)}" y="${w(-90)}" width="${w(60)}" height="${w(45)}" rx="${w(6)}" fill="#e8f2ff"/>
    <circle cx="${w(-65)}" cy="${w(10)}" r="${w(24)}" fill="#1b2433"/><circle cx="${w(-65)}" cy="${w(10)}" r="${w(10)}" fill="#c9d3e3"/>
    <circle cx="${w(60)}" cy="${w(10)}" r="${w(24)}" fill="#1b2433"/><circle cx="${w(60)}" cy="${w(10)}" r="${w(10)}" fill="#c9d3e3"/>
    <path d="M${w(-30)} ${w(-30)} l${w(-12)} ${w(20)} h${w(10)} l${w(-6)} ${w(18)} l${w(20)} ${w(-26)} h${w(-10)} l${w(8)} ${w(-12)} Z" fill="#2bd17e"/>
  </g>`;
}

function battery(x: number, y: number, s: number, c: string): string {
  const w = (n: number) => n * s;
  return `<g transform="translate(${x} ${y})">
    <rect x="${w(-90)}" y="${w(-60)}" width="${w(170)}" height="${w(110)}" rx="${w(14)}" fill="#1b2433"/>
    <rect x="${w(80)}" y="${w(-25)}" width="${w(18)}" height="${w(40)}" rx="${w(4)}" fill="#1b2433"/>
    <rect x="${w(-78)}" y="${w(-48)}" width="${w(44)}" height="${w(86)}" rx="${w(6)}" fill="${c}"/>
    <rect x="${w(-28)}" y="${w(-48)}" width="${w(44)}" height="${w(86)}" rx="${w(6)}" fill="${c}"/>
    <rect x="${w(22)}" y="${w(-48)}" width="${w(44)}" height="${w(86)}" rx="${w(6)}" fill="${c}" opacity="0.35"/>
  </g>`;
}

function phone(x: number, y: number, s: number, c: string, label: string): string {
  const w = (n: number) => n * s;
  return `<g transform="translate(${x} ${y})">
    <rect x="${w(-55)}" y="${w(-110)}" width="${w(110)}" height="${w(210)}" rx="${w(16)}" fill="#1b2433"/>
    <rect x="${w(-46)}" y="${w(-96)}" width="${w(92)}" height="${w(180)}" rx="${w(8)}" fill="#ffffff"/>
    <rect x="${w(-36)}" y="${w(-80)}" width="${w(72)}" height="${w(40)}" rx="${w(6)}" fill="${c}"/>
    <rect x="${w(-36)}" y="${w(-28)}" width="${w(72)}" height="${w(8)}" rx="${w(4)}" fill="#c9d3e3"/>
    <rect x="${w(-36)}" y="${w(-12)}" width="${w(52)}" height="${w(8)}" rx="${w(4)}" fill="#c9d3e3"/>
    <circle cx="0" cy="${w(40)}" r="${w(20)}" fill="${c}"/>
    <text x="0" y="${w(47)}" font-family="sans-serif" font-size="${w(20)}" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>
  </g>`;
}

function art(spec: PictureSpec): string {
  const { width: W, height: H, hue } = spec;
  const sky = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 93)}"/><stop offset="1" stop-color="${hsl(hue, 55, 82)}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>`;
  const ground = `<rect y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="${hsl(hue, 25, 35)}"/>
    <rect y="${H * 0.87}" width="${W}" height="${H * 0.015}" fill="#ffffff" opacity="0.7"/>`;
  const sun = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffd166" opacity="0.9"/>`;
  const city = Array.from({ length: 9 }, (_, i) => {
    const bw = W / 9;
    const bh = H * (0.25 + ((i * 37) % 23) / 60);
    return `<rect x="${i * bw + 4}" y="${H * 0.78 - bh}" width="${bw - 8}" height="${bh}" fill="${hsl(hue, 30, 70 - (i % 3) * 6)}"/>`;
  }).join('');
  const body = hsl(hue, 75, 40);
  const s = Math.min(W, H * 1.6) / 640;
  const cx = W * 0.55;
  const cy = H * 0.72;
  let scene: string;
  switch (spec.art) {
    case 'scooter':
    case 'motorbike':
    case 'refinance':
    case 'handshake':
      scene = `${sun(W * 0.2, H * 0.25, H * 0.12)}${city}${ground}${scooter(cx, cy, s * 1.6, body)}${
        spec.art === 'refinance'
          ? `<circle cx="${W * 0.22}" cy="${H * 0.5}" r="${H * 0.12}" fill="#ffd166"/><text x="${W * 0.22}" y="${H * 0.54}" font-family="sans-serif" font-size="${H * 0.12}" font-weight="700" fill="#5b3b00" text-anchor="middle">₹</text>`
          : ''
      }${
        spec.art === 'handshake'
          ? `<circle cx="${W * 0.15}" cy="${H * 0.52}" r="${H * 0.06}" fill="#8d5524"/><rect x="${W * 0.12}" y="${H * 0.58}" width="${H * 0.12}" height="${H * 0.2}" rx="8" fill="${hsl(hue + 40, 60, 45)}"/><circle cx="${W * 0.3}" cy="${H * 0.52}" r="${H * 0.06}" fill="#c68642"/><rect x="${W * 0.27}" y="${H * 0.58}" width="${H * 0.12}" height="${H * 0.2}" rx="8" fill="${hsl(hue - 40, 60, 45)}"/>`
          : ''
      }`;
      break;
    case 'ev-scooter':
    case 'rental':
    case 'banner-ev':
      scene = `${sun(W * 0.82, H * 0.22, H * 0.1)}${city}${ground}<rect x="${W * 0.15}" y="${H * 0.38}" width="${W * 0.06}" height="${H * 0.4}" rx="8" fill="#1b2433"/><rect x="${W * 0.16}" y="${H * 0.42}" width="${W * 0.04}" height="${H * 0.08}" rx="4" fill="#2bd17e"/>${scooter(cx, cy, s * 1.6, body, true)}`;
      break;
    case 'rickshaw':
    case 'auto':
      scene = `${sun(W * 0.2, H * 0.25, H * 0.12)}${city}${ground}${rickshaw(cx, cy, s * 1.5, spec.art === 'auto' ? '#f4b400' : body)}`;
      break;
    case 'battery':
      scene = `${sun(W * 0.18, H * 0.25, H * 0.1)}${ground}${battery(W * 0.5, H * 0.55, s * 1.7, '#2bd17e')}`;
      break;
    case 'app':
    case 'banner-service':
      scene = `${city}${ground}${phone(W * 0.3, H * 0.5, (H / 400) * 1.3, body, '₹')}${scooter(W * 0.68, cy, s * 1.3, hsl(hue + 60, 70, 42), true)}`;
      break;
    case 'banner-city':
      scene = `${sun(W * 0.15, H * 0.3, H * 0.14)}${city}${ground}${scooter(W * 0.62, cy, s * 1.5, body)}`;
      break;
    case 'poster-emi':
      scene = `${ground}${phone(W * 0.5, H * 0.48, (H / 400) * 1.3, body, '₹')}`;
      break;
    case 'poster-mandate':
      scene = `${ground}${phone(W * 0.5, H * 0.48, (H / 400) * 1.3, body, '✓')}`;
      break;
    case 'poster-digital':
      scene = `${ground}${phone(W * 0.5, H * 0.48, (H / 400) * 1.3, body, '⚡')}`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${sky}${scene}</svg>`;
}

let total = 0;
for (const spec of Object.values(pictures) as PictureSpec[]) {
  const svg = Buffer.from(art(spec));
  for (const width of spec.widths) {
    const height = Math.round((spec.height * width) / spec.width);
    const base = sharp(svg, { density: 72 * (width / spec.width) * 1 }).resize(width, height);
    const files = [
      [
        `${spec.name}-${width}.webp`,
        await base.clone().webp({ quality: 70, effort: 6 }).toBuffer(),
      ],
      [
        `${spec.name}-${width}.avif`,
        await base.clone().avif({ quality: 50, effort: 6 }).toBuffer(),
      ],
    ] as const;
    for (const [name, data] of files) {
      if (data.length > 60_000) throw new Error(`${name} is ${data.length} bytes (limit 60 kB)`);
      fs.writeFileSync(path.join(out, name), data);
      total += data.length;
    }
  }
}
console.info(
  `media: ${Object.keys(pictures).length} pictures, ${Math.round(total / 1024)} kB in ${out}`,
);
