import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

async function enableMocking() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  // The only place src reaches into mocks/: a dynamic import, so the mock never ships in the real build.
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

void enableMocking().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
