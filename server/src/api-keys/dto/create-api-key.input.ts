import { Field, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { SCOPE_NAMES } from '../api-key-scopes';

/** A new integration's key: a name to know it by, its scopes, and how long it lasts. */
@InputType()
export class CreateApiKeyInput {
  @Field()
  @Trim()
  @InOrder(
    IsString({ message: 'Name is required' }),
    IsNotEmpty({ message: 'Name is required' }),
    MaxLength(60, { message: 'Name must not exceed 60 characters' }),
    NoControlCharacters('Please enter a valid name'),
  )
  name: string;

  @Field(() => [String], { description: `Any of: ${SCOPE_NAMES.join(', ')}.` })
  @InOrder(
    IsArray({ message: 'Choose at least one scope' }),
    ArrayNotEmpty({ message: 'Choose at least one scope' }),
    ArrayMaxSize(SCOPE_NAMES.length, { message: 'Choose at least one scope' }),
  )
  @IsIn(SCOPE_NAMES, { each: true, message: `Scopes are ${SCOPE_NAMES.join(', ')}` })
  scopes: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'Days until the key stops working (1 to 730); none: it lasts until revoked.',
  })
  @IsOptional()
  @InOrder(
    IsInt({ message: 'expiresInDays must be a whole number of days from 1 to 730' }),
    Min(1, { message: 'expiresInDays must be a whole number of days from 1 to 730' }),
    Max(730, { message: 'expiresInDays must be a whole number of days from 1 to 730' }),
  )
  expiresInDays?: number;
}
