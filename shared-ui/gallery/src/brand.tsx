/** Gallery section: the logo, the colour tokens with their contrast, and the type scale. */
import styled from 'styled-components';
import { Logo, colors, contrastPairs, contrastRatio, fonts, radii, space, typeScale } from './ui';
import { Section, Specimen } from './frame';
import type { GalleryTexts } from './texts';

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${space[2]}px;
  margin-block: ${space[4]}px;
`;

const Swatch = styled.div<{ $fg: string; $bg: string }>`
  padding: ${space[3]}px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.normal};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  font-size: ${fonts.size.small};
  font-weight: ${fonts.weight.bold};
`;

const solid = contrastPairs.filter((pair) => pair.min === 4.5 && (pair.fg === 'onColor' || pair.bg === 'surface')).slice(0, 12);

export function Brand({ t }: { t: GalleryTexts }) {
  return (
    <Section title={`${t.brand} · ${t.colours} · ${t.type}`}>
      <Specimen state="logo · mark only">
        <div style={{ display: 'flex', gap: space[5], alignItems: 'center', flexWrap: 'wrap' }}>
          <Logo name="Flirtpunt" size={44} />
          <Logo name="Flirtpunt" size={36} markOnly />
        </div>
      </Specimen>
      <Swatches>
        {solid.map((pair) => (
          <Swatch key={`${pair.fg}-${pair.bg}`} $fg={colors[pair.fg]} $bg={colors[pair.bg]}>
            {pair.fg} / {pair.bg}
            <br />
            {contrastRatio(colors[pair.fg], colors[pair.bg]).toFixed(1)}:1
          </Swatch>
        ))}
      </Swatches>
      {(['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const).map((step) => (
        <div key={step} style={{ fontSize: typeScale[step], fontWeight: step.includes('xl') ? 800 : 400, lineHeight: 1.3 }}>
          {step} · {t.sample}
        </div>
      ))}
    </Section>
  );
}
