/** Gallery sections: alerts, toasts, the empty state, pagination and dialogs. */
import { useState } from 'react';
import { Alert, Avatar, Button, Dropdown, EmptyState, Modal, Pagination, ProgressBar, Toast, Stack } from './ui';
import { Row, Section, Specimen } from './frame';
import type { GalleryTexts } from './texts';

export function Messages({ t }: { t: GalleryTexts }) {
  return (
    <Section title={t.messages}>
      <Alert kind="info">{t.info} <a href="#inbox">{t.emailHint}</a></Alert>
      <Alert kind="success" onDismiss={() => {}} dismissLabel={t.close}>{t.success}</Alert>
      <Alert kind="warning">{t.warning}</Alert>
      <Alert kind="danger" onDismiss={() => {}} dismissLabel={t.close}>{t.danger}</Alert>
      <Row $min={300}>
        <Specimen state="toast · success · closable"><Toast kind="success" onClose={() => {}} closeLabel={t.close}>{t.success}</Toast></Specimen>
        <Specimen state="toast · danger"><Toast kind="danger">{t.danger}</Toast></Specimen>
      </Row>
    </Section>
  );
}

export function Lists({ t }: { t: GalleryTexts }) {
  const [page, setPage] = useState(5);
  const labels = { nav: t.pages, previous: t.previous, next: t.nextPage, page: t.page };
  return (
    <Section title={`${t.emptyTitle} · ${t.pages}`}>
      <EmptyState title={t.emptyTitle} action={<Button variant="secondary">{t.emptyAction}</Button>}>
        {t.emptyText}
      </EmptyState>
      <Stack>
        <Specimen state="pagination · middle">
          <Pagination page={page} pageCount={12} hrefFor={(p) => `#page-${p}`} onNavigate={(p, e) => { e.preventDefault(); setPage(p); }} labels={labels} />
        </Specimen>
        <Specimen state="pagination · first page">
          <Pagination page={1} pageCount={3} hrefFor={(p) => `#page-${p}`} labels={labels} />
        </Specimen>
      </Stack>
    </Section>
  );
}

export function Dialogs({ t }: { t: GalleryTexts }) {
  const [open, setOpen] = useState<'modal' | 'sheet' | null>(null);
  const close = () => setOpen(null);
  return (
    <Section title={t.dialogs}>
      <Row>
        <Specimen state="menu button (closed; keyboard: arrows, Home, End, Escape)">
          <Dropdown
            label={<><Avatar name="Anna de Vries" size={32} decorative /><span>Anna</span></>}
            items={[{ id: 'profile', label: t.members, href: '#profile' }, { id: 'logout', label: t.close }]}
          />
        </Specimen>
        <Specimen state="progress · step 2 of 3">
          <ProgressBar value={2} max={3} label={t.next} />
        </Specimen>
      </Row>
      <Row style={{ marginTop: 16 }}>
        <Button variant="outline" onClick={() => setOpen('modal')} data-testid="open-modal">{t.openModal}</Button>
        <Button variant="outline" onClick={() => setOpen('sheet')} data-testid="open-sheet">{t.openSheet}</Button>
      </Row>
      <Modal
        open={open === 'modal'}
        onClose={close}
        title={t.modalTitle}
        closeLabel={t.close}
        footer={
          <>
            <Button variant="outline" onClick={close}>{t.cancel}</Button>
            <Button variant="danger" onClick={close}>{t.delete}</Button>
          </>
        }
      >
        {t.modalText}
      </Modal>
      <Modal open={open === 'sheet'} sheet onClose={close} title={t.sheetTitle} closeLabel={t.close} data-testid="sheet">
        <Button block onClick={close}>{t.apply}</Button>
      </Modal>
    </Section>
  );
}
