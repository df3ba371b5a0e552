/** Gallery sections: avatars, profile cards, photos, badges and skeletons. */
import styled from 'styled-components';
import { Avatar, Badge, Heart, PremiumBadge, ProfileCard, ProfileCardSkeleton, ProtectedImage, Skeleton, Button, space } from './ui';
import { Row, Section, Specimen } from './frame';
import { portrait } from './photos';
import type { GalleryTexts } from './texts';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]}px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${space[4]}px;
`;

export function People({ t }: { t: GalleryTexts }) {
  const common = { onlineLabel: t.online, premiumLabel: t.premium, lockedLabel: t.locked, fictionalLabel: t.fictional };
  return (
    <Section title={t.members}>
      <Specimen state="avatar · 32 / 40 / 56 online / 80 initials / 120">
        <Line>
          <Avatar src={portrait(0)} name="Anna" size={32} />
          <Avatar src={portrait(1)} name="Bram" size={40} />
          <Avatar src={portrait(2)} name="Chloé" size={56} online onlineLabel={t.online} />
          <Avatar name="Daan de Vries" size={80} />
          <Avatar src={portrait(3)} name="Eva" size={120} online onlineLabel={t.online} />
        </Line>
      </Specimen>
      <Grid style={{ marginTop: space[5] }}>
        <Specimen state="card · online · premium">
          <ProfileCard {...common} name="Anna" age={31} place="Utrecht" photo={portrait(0)} href="#anna" online premium actions={<Button size="small" variant="secondary" icon={<Heart size={16} aria-hidden="true" />}>{t.like}</Button>} />
        </Specimen>
        <Specimen state="card · locked">
          <ProfileCard {...common} name="Bram" age={28} place="Nordrhein-Westfalen" photo={portrait(1)} href="#bram" locked />
        </Specimen>
        <Specimen state="card · fictional · long name">
          <ProfileCard {...common} name="Maximiliane-Charlotte" age={45} place="Mecklenburg-Vorpommern" photo={portrait(2)} href="#max" fictional online />
        </Specimen>
        <Specimen state="card · loading">
          <ProfileCardSkeleton />
        </Specimen>
      </Grid>
      <Row style={{ marginTop: space[5] }}>
        <Specimen state="photo · locked with action">
          <ProtectedImage src={portrait(3)} alt="Eva" ratio="4 / 3" locked lockedLabel={t.locked} onUnlock={() => {}} />
        </Specimen>
        <Specimen state="photo · premium">
          <ProtectedImage src={portrait(1)} alt="Bram" ratio="4 / 3" premium premiumLabel={t.premium} />
        </Specimen>
        <Specimen state="badges · 1 / 12 / 99+ / kinds">
          <Line>
            <Badge count={1} aria-label={t.unread(1)} />
            <Badge count={12} kind="info" />
            <Badge count={250} aria-label={t.unread(250)} />
            <Badge count={3} kind="warning" />
            <Badge count={7} kind="danger" />
            <PremiumBadge>{t.premium}</PremiumBadge>
          </Line>
        </Specimen>
        <Specimen state="skeleton lines">
          <Line>
            <Skeleton shape="circle" width="48px" />
            <div style={{ flex: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="50%" />
            </div>
          </Line>
        </Specimen>
      </Row>
    </Section>
  );
}
