import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  it('serves a file key through /api/files/serve/{key}', () => {
    expect(resolveImageUrl('recipes/17/illustration.svg')).toBe(
      '/api/files/serve/recipes/17/illustration.svg',
    );
    expect(resolveImageUrl('profile/42/6f1c2a9e.png')).toBe(
      '/api/files/serve/profile/42/6f1c2a9e.png',
    );
  });

  it('uses absolute http and https URLs as they are', () => {
    expect(resolveImageUrl('https://images.example.org/pasta.jpg')).toBe(
      'https://images.example.org/pasta.jpg',
    );
    expect(resolveImageUrl('http://lh3.example.com/a.png')).toBe('http://lh3.example.com/a.png');
  });

  it('keeps a local blob: preview and a site path as they are', () => {
    expect(resolveImageUrl('blob:http://localhost:3000/1234')).toBe(
      'blob:http://localhost:3000/1234',
    );
    expect(resolveImageUrl('/api/files/serve/a.png')).toBe('/api/files/serve/a.png');
  });

  it('treats a protocol-relative value as a key, never as another origin', () => {
    expect(resolveImageUrl('//evil.example/x.png')).toBe('/api/files/serve///evil.example/x.png');
  });

  it('gives null for no image', () => {
    expect(resolveImageUrl(null)).toBeNull();
    expect(resolveImageUrl(undefined)).toBeNull();
    expect(resolveImageUrl('   ')).toBeNull();
  });
});
