/**
 * antd-mobile's imperative APIs (Toast.show, Dialog.confirm) render outside the React tree with the legacy
 * ReactDOM.render, which React 19 removed. antd-mobile's documented compatibility hook `unstableSetRender` lets
 * them use createRoot instead; every ui-kit function that shows imperative UI calls this first.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __admRoot?: Root };
let installed = false;

export function ensureAntdMobileRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container: Container) => {
    container.__admRoot ??= createRoot(container);
    const root = container.__admRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__admRoot;
    };
  });
}
