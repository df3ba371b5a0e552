/**
 * The order's discount code: the active discount fills it; another code is checked with
 * "Apply" (GET /api/discount.php) before paying, so the total shows what the member will pay, and
 * a code that does not hold is said at the field ('Code niet gevonden', 'Code reeds gebruikt').
 * The payment checks the code again with its method and amount.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useErrorText, useHost, useSubmission, useTexts } from '@dating/remote-kit';
import { isApiError } from '@dating/shared-contracts';
import { Button, TextField, space } from '@dating/shared-ui';

/** A code the server said holds, with its percentage. */
export interface CheckedCode {
  code: string;
  percentage: number;
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[2]}px;
  & > :first-child { flex: 1; min-width: 0; }
  /* In line with the input, under the label. */
  & > button { margin-top: 1.75rem; }
`;

export function DiscountCodeField({ value, onChange, checked, onChecked }: {
  value: string;
  onChange: (code: string) => void;
  /** The code that holds for the shown total (the active discount's or one checked here). */
  checked: CheckedCode | null;
  onChecked: (code: CheckedCode) => void;
}) {
  const t = useTexts();
  const errorText = useErrorText();
  const { api } = useHost();
  const [problem, setProblem] = useState<string | null>(null);
  const { submitting, run } = useSubmission();
  const code = value.trim();
  const holds = checked !== null && checked.code === code.toUpperCase();

  async function apply() {
    if (!code) return;
    await run(async () => {
      setProblem(null);
      try {
        const found = await api.call('discount', { code });
        onChecked({ code: found.code, percentage: found.value_percentage });
      } catch (error) {
        setProblem(isApiError(error) && error.message ? error.message : errorText('generic'));
      }
    });
  }

  return (
    <Row>
      <TextField
        label={t('order.code')}
        name="discount_code"
        value={value}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => {
          setProblem(null);
          onChange(event.target.value);
        }}
        error={problem ?? undefined}
        hint={holds ? t('order.code.applied', { percentage: checked.percentage }) : undefined}
        testId="discount-code"
      />
      {code !== '' && !holds && (
        <Button type="button" variant="outline" onClick={() => void apply()} loading={submitting} data-testid="discount-apply">
          {t('order.code.apply')}
        </Button>
      )}
    </Row>
  );
}
