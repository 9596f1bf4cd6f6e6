-- CVs are read in slices (lib/db/queries/cv.ts). Stored uncompressed out of line, a slice reads
-- only its own chunks; a compressed value would be decompressed from its start for every slice.
-- CVs (PDF, DOCX) are compressed already, so little is lost. Rows stored before keep their form.
ALTER TABLE "enquiries" ALTER COLUMN "attachment" SET STORAGE EXTERNAL;
