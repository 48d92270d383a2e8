import { Frame } from './frame/Frame.tsx';

/** The whole site: the frame and its route table (the router is supplied by the entry). */
export function App() {
  return <Frame />;
}
