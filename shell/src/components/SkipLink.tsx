// 'Skip to content', the first thing Tab reaches on every page: moves focus to the page's main region
// without adding '#content' to the address (the router owns the address).
import styled from 'styled-components';

export const CONTENT_ID = 'content';

const Link = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 3000;
  background: #fff;
  color: #1d4ed8;
  font-weight: 600;
  padding: 10px 14px;
  border-radius: 8px;
  min-height: 44px;
  &:focus {
    top: 8px;
  }
`;

export function SkipLink() {
  return (
    <Link
      href={`#${CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }}
    >
      Skip to content
    </Link>
  );
}
