/** Export workbooks in S3: the upload (mocked client) and the signed download link. */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { s3ExportStorage, XLSX_TYPE } from './storage';

afterEach(() => {
  mockClient(S3Client).restore();
});

describe('s3ExportStorage', () => {
  it('stores a workbook with the spreadsheet content type', async () => {
    // Prepare
    const s3 = mockClient(S3Client);
    s3.on(PutObjectCommand).resolves({});

    // Act
    await s3ExportStorage('files').put('exports/u1/job.xlsx', Buffer.from('PK'));

    // Assess
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      Bucket: 'files',
      Key: 'exports/u1/job.xlsx',
      ContentType: XLSX_TYPE,
    });
  });

  it('signs a time-limited GET link that saves under the whole Korean file name', async () => {
    // Prepare: the presigner signs locally; no request is sent.
    const storage = s3ExportStorage('files', 'http://127.0.0.1:4002');

    // Act
    const link = new URL(await storage.signedUrl('exports/u1/job.xlsx', '수업 결과.xlsx', 300));

    // Assess
    expect(link.pathname).toBe('/files/exports/u1/job.xlsx');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(link.searchParams.get('response-content-type')).toBe(XLSX_TYPE);
    expect(link.searchParams.get('response-content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('수업 결과.xlsx')}`,
    );
  });
});
