# Condition-register logical operations (XL form, operands are CR bit numbers 0..31 or
# expressions over lt/gt/eq/so/un and cr0..cr7) and their extended mnemonics.
crand 0, 1, 2
crand 31, 30, 29
crand lt, gt, eq
crand 4*cr7+so, 4*cr6+un, 4*cr5+eq
cror 31, 30, 29
cror 16, 8, 4
crxor 1, 2, 3
crxor 6, 7, 8
crnand 4, 5, 6
crnand 0, 0, 0
crnor 4, 5, 6
crnor 12, 13, 14
creqv 7, 8, 9
creqv 2, 3, 4
crandc 10, 11, 12
crandc 1, 1, 1
crorc 13, 14, 15
crorc 31, 31, 31
# crset bx = creqv bx,bx,bx; crclr bx = crxor bx,bx,bx; crmove = cror bx,by,by; crnot = crnor bx,by,by
crset 0
crset 4
crset 31
crset 4*cr7+so
crclr 0
crclr 4
crclr 4*cr1+eq
crmove 1, 2
crmove 31, 0
crnot 1, 2
crnot 0, 31
creqv 7, 7, 7
crxor 9, 9, 9
cror 16, 17, 17
crnor 20, 21, 21
# move CR field
mcrf 0, 7
mcrf 7, 0
mcrf 3, 3
mcrf cr1, cr2
mcrf cr6, cr5
mcrxrx 3
mcrxrx 7
