import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { InOrder } from '../../common/validation/validation';

/** REST body of POST /admin/products/import: the catalogue file's text, and whether to only say what it would do. */
export class CatalogueImportInput {
  @InOrder(
    IsString({ message: 'csv must be the text of a CSV file' }),
    MaxLength(1_000_000, { message: 'The CSV file is too large (at most 1 MB)' }),
  )
  csv: string;

  @IsOptional()
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;
}
