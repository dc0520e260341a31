# Writes the PWA icons (web/public/icons) — the brand square with a white cross — as PNGs with the
# standard library only. Run: python3 scripts/generate-icons.py
import os, struct, zlib

BRAND = (0x0B, 0x6E, 0x99)
OUT = os.path.join(os.path.dirname(__file__), '..', 'web', 'public', 'icons')

def png(size, maskable=False):
    pad = size * 0.18 if maskable else 0  # maskable icons keep the mark inside the safe zone
    inner = size - 2 * pad
    arm, reach = inner * 0.11, inner * 0.31
    radius = 0 if maskable else size * 0.22
    c = size / 2
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            if radius:
                dx = max(radius - x, x - (size - 1 - radius), 0)
                dy = max(radius - y, y - (size - 1 - radius), 0)
                if dx * dx + dy * dy > radius * radius:
                    row += bytes((0, 0, 0, 0))
                    continue
            ax, ay = abs(x + 0.5 - c), abs(y + 0.5 - c)
            cross = (ax <= arm and ay <= reach) or (ay <= arm and ax <= reach)
            row += bytes((255, 255, 255, 255) if cross else (*BRAND, 255))
        rows.append(bytes(row))
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b'')

os.makedirs(OUT, exist_ok=True)
for s in (48, 72, 96, 144, 192, 512):
    open(os.path.join(OUT, f'icon-{s}.png'), 'wb').write(png(s))
for s in (192, 512):
    open(os.path.join(OUT, f'maskable-{s}.png'), 'wb').write(png(s, True))
open(os.path.join(OUT, 'apple-touch-icon.png'), 'wb').write(png(180, True))
