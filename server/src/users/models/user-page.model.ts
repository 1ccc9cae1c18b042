import { Field, ObjectType } from '@nestjs/graphql';
import { Pagination } from '../../common/pagination/pagination';
import { User } from './user.model';

/** One page of accounts, newest first (admin users list). */
@ObjectType()
export class UserPage {
  @Field(() => [User]) items: User[];
  @Field(() => Pagination) pagination: Pagination;
}
