import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link';

describe('inviteLink', () => {
  it('points at the register page with the code, encoded', () => {
    expect(inviteLink('https://app.example', 'AbC123')).toBe('https://app.example/register?invite=AbC123');
    expect(inviteLink('https://app.example', 'a b&c')).toBe('https://app.example/register?invite=a%20b%26c');
  });
});
