// The public landing page (spec 1 §1, spec 3 §2). Its figures and testimonials are content an operator
// edits in content/landing.json (ARCHITECTURE decision 7); Sign in and Get Started lead to /auth.
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import content from '../../content/landing.json';
import { Button } from '../../components/ui';

const Top = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 16px 32px;
  background: #fff;
  border-bottom: 1px solid #e2e8f0;
`;
const Logo = styled.span`
  font-weight: 800;
  font-size: 1.25rem;
  color: #1d4ed8;
`;
const Hero = styled.section`
  text-align: center;
  padding: 64px 24px 40px;
  h1 {
    font-size: clamp(2rem, 4vw, 3rem);
    margin: 0 0 12px;
  }
  p {
    font-size: 1.2rem;
    color: #334155;
    margin: 0 0 24px;
  }
`;
const Badges = styled.ul`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0 0 28px;
  li {
    background: #dbeafe;
    color: #1e3a8a;
    border-radius: 999px;
    padding: 4px 12px;
    font-weight: 600;
  }
`;
const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 12px;
  max-width: 1040px;
  margin: 0 auto 40px;
  padding: 0 24px;
  div {
    background: #fff;
    border: 1px solid #e2e8f0;
    border-radius: 12px;
    padding: 20px;
    text-align: center;
  }
  dd {
    margin: 0;
    font-size: 1.8rem;
    font-weight: 800;
    color: #1d4ed8;
  }
  dt {
    color: #334155;
  }
`;
const Testimonials = styled.section`
  max-width: 960px;
  margin: 0 auto 64px;
  padding: 0 24px;
  h2 {
    text-align: center;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
    gap: 16px;
    list-style: none;
    padding: 0;
  }
  figure {
    margin: 0;
    background: #fff;
    border: 1px solid #e2e8f0;
    border-radius: 12px;
    padding: 20px;
    height: 100%;
  }
  figcaption {
    margin-top: 12px;
    color: #334155;
    font-weight: 600;
  }
`;

export default function LandingPage() {
  const navigate = useNavigate();
  const toAuth = () => navigate('/auth');
  return (
    <>
      <Top>
        <Logo>TaxApp</Logo>
        <Button type="button" $variant="outline" onClick={toAuth}>
          Sign in
        </Button>
      </Top>
      <main id="content" tabIndex={-1}>
        <Hero>
          <h1>{content.headline}</h1>
          <p>{content.subheadline}</p>
          <Badges aria-label="Why file with us">
            {content.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </Badges>
          <Button type="button" onClick={toAuth}>
            Get Started
          </Button>
        </Hero>
        <Grid aria-label="Our figures">
          {[...content.figures, ...content.highlights].map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </Grid>
        <Testimonials aria-labelledby="testimonials-title">
          <h2 id="testimonials-title">What taxpayers say</h2>
          <ul>
            {content.testimonials.map((t) => (
              <li key={t.author}>
                <figure>
                  <blockquote>{t.quote}</blockquote>
                  <figcaption>
                    {t.author}, {t.role}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Testimonials>
      </main>
    </>
  );
}
