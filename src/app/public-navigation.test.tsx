import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicLink, usePublicLocation } from '#src/components/public-link';
import { RouterPublicNavigation } from './public-navigation';

function Where() {
  const router = useLocation();
  const publicLocation = usePublicLocation();
  return (
    <p>{`${router.pathname}${router.hash} ${publicLocation.pathname}${publicLocation.hash}`}</p>
  );
}

describe('PublicLink', () => {
  it('is a plain anchor without a router (a prerendered page on its own entry)', () => {
    render(
      <PublicLink to={{ pathname: '/', hash: '#features' }} className="x">
        Features
      </PublicLink>,
    );
    const link = screen.getByRole('link', { name: 'Features' });
    expect(link).toHaveAttribute('href', '/#features');
    expect(link).toHaveClass('x');
  });

  it('navigates with the router inside the app, and the public location follows it', async () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <RouterPublicNavigation>
          <PublicLink to={{ pathname: '/', hash: '#how-it-works' }}>How It Works</PublicLink>
          <Where />
        </RouterPublicNavigation>
      </MemoryRouter>,
    );
    expect(screen.getByText('/about /about')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'How It Works' }));
    expect(screen.getByText('/#how-it-works /#how-it-works')).toBeInTheDocument();
  });
});
