import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import { requestCategories } from '../db/schema';
import { offices } from './catalog';

/** The services of each office that serves requests, and the letters' address. */
const services: Record<string, { email: string; services: string[] }> = {
  'Центр информационных технологий': { email: 'cit', services: ['Подключение компьютера к сети', 'Установка программного обеспечения', 'Ремонт оргтехники', 'Учётная запись и доступы'] },
  'Административно-хозяйственная часть': { email: 'aho', services: ['Мелкий ремонт в помещении', 'Вывоз мебели', 'Уборка помещения', 'Замена ламп'] },
  Бухгалтерия: { email: 'buh', services: ['Справка о доходах', 'Расчётный листок', 'Авансовый отчёт'] },
  Библиотека: { email: 'library', services: ['Подбор литературы', 'Заказ книги по межбиблиотечному абонементу'] },
  'Студенческий городок': { email: 'campus', services: ['Заселение гостей', 'Ремонт в общежитии'] },
  'Юридический отдел': { email: 'law', services: ['Проверка договора', 'Консультация юриста'] },
  'Общий отдел': { email: 'office', services: ['Регистрация служебной записки', 'Копия приказа'] },
  'Отдел охраны труда': { email: 'safety', services: ['Инструктаж по охране труда', 'Выдача спецодежды'] },
  'Отдел закупок': { email: 'zakupki', services: ['Закупка оборудования', 'Закупка канцтоваров'] },
  'Издательский центр': { email: 'print', services: ['Печать методических материалов', 'Вёрстка и редактура'] },
};
/** The services whose responsible is the demo manager (the rest: an employee of the department). */
const managersServices = new Set(['Подключение компьютера к сети', 'Установка программного обеспечения', 'Мелкий ремонт в помещении']);

/**
 * The departments and services of the requests (issue 14 §6): the offices that serve requests,
 * each with its services; the responsible of each is an employee working there (the demo manager
 * for a few), the address `<office>@demo.local`.
 */
export async function seedDemoRequestCategories(db: DbOrTx, opts: { managerUserId: number }): Promise<number> {
  const [manager] = await queryRows<{ id: number }>(db, sql`select id from employees where user_id = ${opts.managerUserId}::int order by id limit 1`);
  let count = 0;
  for (const [order, office] of offices.filter((o) => o.servesRequests).entries()) {
    const spec = services[office.name];
    if (!spec) continue;
    const staff = await queryRows<{ id: number }>(
      db,
      sql`select distinct e.id from employees e join employee_works w on w.employee_id = e.id join employee_departments d on d.id = w.department_id
          where d.name = ${office.name} order by e.id limit 3`,
    );
    const head = staff[0]?.id ?? manager?.id;
    if (head === undefined) continue;
    const email = `${spec.email}@demo.local`;
    const [department] = await db
      .insert(requestCategories)
      .values({ name: office.name, recipientId: head, recipientEmail: email, order: order + 1, description: null })
      .returning({ id: requestCategories.id });
    count++;
    for (const [i, name] of spec.services.entries()) {
      const responsible = managersServices.has(name) && manager ? manager.id : (staff[i % Math.max(1, staff.length)]?.id ?? head);
      await db.insert(requestCategories).values({ parentId: department!.id, name, recipientId: responsible, recipientEmail: email, order: i + 1 });
      count++;
    }
  }
  return count;
}
