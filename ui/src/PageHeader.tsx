import styled from 'styled-components';

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 1.6rem;
  color: #0f172a;
`;
const Subtitle = styled.p`
  margin: 0 0 20px;
  color: #475569;
`;

export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header>
      <Title>{title}</Title>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
    </header>
  );
}
