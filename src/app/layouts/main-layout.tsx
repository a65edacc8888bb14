import { Outlet } from 'react-router-dom';

/** Placeholder layout until [public-auth-shell] lands. */
export default function MainLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
