import { Outlet } from 'react-router-dom';

/** Placeholder layout until [public-auth-shell] lands. */
export default function AuthLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
