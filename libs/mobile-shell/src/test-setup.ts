import '@testing-library/jest-dom/vitest';

// CI and busy dev machines have 2 cores: give findBy*/waitFor room before calling a real wait a failure.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
