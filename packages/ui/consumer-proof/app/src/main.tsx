import '@company/ui/styles.css';
import { Button, companyTheme } from '@company/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(companyTheme);

function App() {
  return (
    <main>
      <h1>Consumer proof</h1>
      <Button>Apply Now</Button>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
