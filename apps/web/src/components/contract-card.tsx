import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationAction } from '@origina/domain/application-lifecycle';
import { type ContractVerdictFacts, contractVerdictFacts } from '@origina/domain/contract-documents';
import type { Verdict } from '@origina/domain/lifecycle-verdicts';
import { useState } from 'react';
import {
  downloadContractDocument,
  downloadContractSet,
  useApplicationContract,
} from '../api/application-contract.js';
import { formatDate, formatDateTime } from '../i18n/format.js';
import { useTranslation } from '../i18n/i18n.js';
import { ContractExpiry } from './contract-reissue.js';
import { FormAlert } from './form-alert.js';
import { LoadingBlock } from './loading-block.js';
import { PagareScanPanel } from './pagare-scan-panel.js';
import { errorMessage } from './server-errors.js';
import type { CustomerContact } from './shared-link.js';
import { SigningLink } from './signing-link.js';

/** The lifecycle model's verdict for the reader on this application, given what its contract says
 * (past its validity or not, its pagaré's scan): the actions on a contract depend on it. */
export type ContractVerdict = (action: ApplicationAction, contract: ContractVerdictFacts) => Verdict;

/**
 * An approved loan's contract set on the promoter's detail and the desk's review: each document
 * by name, downloadable as PDF, with its fingerprint, the day it was dated and the last day it may
 * be signed and disbursed. Past it, a warning and (for whom `verdict` allows) a new version. Shown
 * only where the lifecycle model lets the reader see the contract (`visible`).
 */
export function ContractCard({
  applicationId,
  folio,
  visible,
  verdict,
  customer = { mobile: null, email: null },
}: {
  applicationId: string;
  folio: string;
  visible: boolean;
  verdict: ContractVerdict;
  customer?: CustomerContact;
}) {
  const { t, language } = useTranslation();
  const contract = useApplicationContract(applicationId, visible);
  const [failure, setFailure] = useState<string | null>(null);
  if (!visible) return null;
  // Once disbursed, the validity is spent: the loan is paid out.
  const expired = Boolean(contract.data?.expired && !contract.data.disbursement);
  // The signing panel belongs to whom the status lets issue a link; past the validity it stays,
  // saying why no link can be issued.
  const maySign = verdict('issue_signature_link', { contractExpired: false }).allowed;
  const facts = contract.data ? contractVerdictFacts(contract.data) : {};
  return (
    <Card variant="outlined" component="section" aria-labelledby="contract-heading" data-testid="contract">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="contract-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('contract.title')}
          </Typography>
          {contract.data ? (
            <Chip
              size="small"
              color={contract.data.status === 'signed' && !expired ? 'success' : 'warning'}
              variant="outlined"
              label={t(
                expired
                  ? 'contract.expiredChip'
                  : contract.data.status === 'signed'
                    ? 'contract.signed'
                    : 'contract.unsigned',
              )}
            />
          ) : null}
        </Box>
        {contract.isPending ? <LoadingBlock label={t('contract.loading')} /> : null}
        {contract.isError ? <FormAlert>{errorMessage(contract.error, t)}</FormAlert> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {contract.data ? (
          <>
            {contract.data.disbursement ? null : (
              <ContractExpiry
                applicationId={applicationId}
                contract={contract.data}
                mayReissue={verdict('reissue_contract', facts).allowed}
              />
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {contract.data.signed_at
                ? t('contract.introSigned', { date: formatDateTime(contract.data.signed_at, language) })
                : t('contract.intro', {
                    date: formatDateTime(contract.data.created_at, language),
                    version: contract.data.version,
                  })}
            </Typography>
            {contract.data.disbursement ? null : (
              <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="contract-validity">
                {t('contract.dated', { date: formatDate(contract.data.contract_date, language) })}{' '}
                <Box component="strong" sx={{ fontWeight: 600 }}>
                  {t(expired ? 'contract.validUntilPast' : 'contract.validUntil', {
                    date: formatDate(contract.data.valid_until, language),
                  })}
                </Box>
              </Typography>
            )}
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {contract.data.documents.map((document) => {
                const name = t(`contract.types.${document.type}`);
                return (
                  <Box
                    component="li"
                    key={document.id}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                  >
                    <DescriptionOutlined color="action" aria-hidden />
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography variant="body2">{name}</Typography>
                      {/* Whole, to compare with a file's own: a cut one could only be read by pointer. */}
                      <Typography
                        variant="caption"
                        sx={{ color: 'text.secondary', overflowWrap: 'anywhere', display: 'block' }}
                      >
                        {t('contract.fingerprint', { hash: document.sha256 })}
                      </Typography>
                      {document.sha256_before ? (
                        <Typography
                          variant="caption"
                          sx={{ color: 'text.secondary', overflowWrap: 'anywhere', display: 'block' }}
                        >
                          {t('contract.fingerprintBefore', { hash: document.sha256_before })}
                        </Typography>
                      ) : null}
                    </Box>
                    <Button
                      size="small"
                      sx={{ flexShrink: 0 }}
                      aria-label={t('contract.downloadNamed', { name })}
                      onClick={() => {
                        setFailure(null);
                        downloadContractDocument(folio, document, contract.data.status === 'signed').catch(
                          (error) => setFailure(errorMessage(error, t)),
                        );
                      }}
                    >
                      {t('contract.download')}
                    </Button>
                  </Box>
                );
              })}
            </Stack>
            <Button
              variant="outlined"
              size="small"
              startIcon={<FolderZipOutlined aria-hidden />}
              sx={{ mt: 1.5 }}
              onClick={() => {
                setFailure(null);
                downloadContractSet(folio, contract.data).catch((error) =>
                  setFailure(errorMessage(error, t)),
                );
              }}
            >
              {t('contract.downloadAll')}
            </Button>
            {contract.data.pagare_mode === 'paper' ? (
              <PagareScanPanel
                applicationId={applicationId}
                contract={contract.data}
                mayUpload={verdict('upload_pagare_scan', facts).allowed}
                mayDecide={verdict('decide_pagare_scan', facts).allowed}
              />
            ) : null}
            {contract.data.disbursement ? (
              <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="disbursement">
                {t('contract.disbursed', {
                  reference: contract.data.disbursement.reference,
                  date: formatDate(contract.data.disbursement.paid_at, language),
                })}
              </Typography>
            ) : null}
            {maySign && contract.data.status === 'unsigned' ? (
              <SigningLink
                applicationId={applicationId}
                folio={folio}
                customer={customer}
                expired={expired}
              />
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
