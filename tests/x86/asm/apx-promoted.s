# APX EVEX forms of VEX instructions on general registers (BMI1, BMI2, kmov,
# AMX configuration, loads and stores, cmpccxadd) and of legacy ones of
# map 2 (crc32, movbe, movdiri, invept, invvpid, invpcid, wrss, wruss):
# llvm-mc takes them for %r16-%r31 or under {evex}, and lists them without
# it; the {nf} forms of the BMI instructions that write flags; movbe between
# registers (EVEX only).
andnl %r18d, %eax, %ecx
andnl 8(%rbx,%r17,4), %r9d, %eax
{evex} andnl %eax, %ecx, %eax
{evex} andnl (%rax), %ecx, %eax
{nf} andnl %eax, %ecx, %r18d
{nf} andnl -128(%r20), %ecx, %eax
andnq %r19, %rax, %rcx
andnq 0x1000(%r8,%r24,2), %r31, %rax
{evex} andnq %rax, %rcx, %rax
{evex} andnq (%rax), %rcx, %rax
{nf} andnq %rax, %rcx, %r19
{nf} andnq foo(%rip), %rcx, %rax
pdepl %r18d, %eax, %ecx
pdepl (%r16), %r9d, %eax
{evex} pdepl %eax, %ecx, %eax
{evex} pdepl (%rax), %ecx, %eax
pdepq %r19, %rax, %rcx
pdepq 8(%rbx,%r17,4), %r31, %rax
{evex} pdepq %rax, %rcx, %rax
{evex} pdepq (%rax), %rcx, %rax
pextl %r18d, %eax, %ecx
pextl -128(%r20), %r9d, %eax
{evex} pextl %eax, %ecx, %eax
{evex} pextl (%rax), %ecx, %eax
pextq %r19, %rax, %rcx
pextq 0x1000(%r8,%r24,2), %r31, %rax
{evex} pextq %rax, %rcx, %rax
{evex} pextq (%rax), %rcx, %rax
bextrl %r18d, %eax, %ecx
bextrl %eax, foo(%rip), %r9d
{evex} bextrl %eax, %ecx, %eax
{evex} bextrl %ecx, (%rax), %eax
{nf} bextrl %eax, %ecx, %r18d
{nf} bextrl %ecx, (%r16), %eax
bextrq %r19, %rax, %rcx
bextrq %rax, 8(%rbx,%r17,4), %r31
{evex} bextrq %rax, %rcx, %rax
{evex} bextrq %rcx, (%rax), %rax
{nf} bextrq %rax, %rcx, %r19
{nf} bextrq %rcx, -128(%r20), %rax
bzhil %r18d, %eax, %ecx
bzhil %eax, 0x1000(%r8,%r24,2), %r9d
{evex} bzhil %eax, %ecx, %eax
{evex} bzhil %ecx, (%rax), %eax
{nf} bzhil %eax, %ecx, %r18d
{nf} bzhil %ecx, foo(%rip), %eax
bzhiq %r19, %rax, %rcx
bzhiq %rax, (%r16), %r31
{evex} bzhiq %rax, %rcx, %rax
{evex} bzhiq %rcx, (%rax), %rax
{nf} bzhiq %rax, %rcx, %r19
{nf} bzhiq %rcx, 8(%rbx,%r17,4), %rax
sarxl %r18d, %eax, %ecx
sarxl %eax, -128(%r20), %r9d
{evex} sarxl %eax, %ecx, %eax
{evex} sarxl %ecx, (%rax), %eax
sarxq %r19, %rax, %rcx
sarxq %rax, 0x1000(%r8,%r24,2), %r31
{evex} sarxq %rax, %rcx, %rax
{evex} sarxq %rcx, (%rax), %rax
shlxl %r18d, %eax, %ecx
shlxl %eax, foo(%rip), %r9d
{evex} shlxl %eax, %ecx, %eax
{evex} shlxl %ecx, (%rax), %eax
shlxq %r19, %rax, %rcx
shlxq %rax, (%r16), %r31
{evex} shlxq %rax, %rcx, %rax
{evex} shlxq %rcx, (%rax), %rax
shrxl %r18d, %eax, %ecx
shrxl %eax, 8(%rbx,%r17,4), %r9d
{evex} shrxl %eax, %ecx, %eax
{evex} shrxl %ecx, (%rax), %eax
shrxq %r19, %rax, %rcx
shrxq %rax, -128(%r20), %r31
{evex} shrxq %rax, %rcx, %rax
{evex} shrxq %rcx, (%rax), %rax
blsil %r18d, %eax
blsil 0x1000(%r8,%r24,2), %r9d
{evex} blsil %eax, %ecx
{nf} blsil %ecx, %r18d
{nf} blsil foo(%rip), %eax
blsiq %r19, %rax
blsiq (%r16), %r31
{evex} blsiq %rax, %rcx
{nf} blsiq %rcx, %r19
{nf} blsiq 8(%rbx,%r17,4), %rax
blsmskl %r18d, %eax
blsmskl -128(%r20), %r9d
{evex} blsmskl %eax, %ecx
{nf} blsmskl %ecx, %r18d
{nf} blsmskl 0x1000(%r8,%r24,2), %eax
blsmskq %r19, %rax
blsmskq foo(%rip), %r31
{evex} blsmskq %rax, %rcx
{nf} blsmskq %rcx, %r19
{nf} blsmskq (%r16), %rax
blsrl %r18d, %eax
blsrl 8(%rbx,%r17,4), %r9d
{evex} blsrl %eax, %ecx
{nf} blsrl %ecx, %r18d
{nf} blsrl -128(%r20), %eax
blsrq %r19, %rax
blsrq 0x1000(%r8,%r24,2), %r31
{evex} blsrq %rax, %rcx
{nf} blsrq %rcx, %r19
{nf} blsrq foo(%rip), %rax
mulxl %r18d, %eax, %ecx
mulxl (%r16), %r9d, %eax
{evex} mulxl %eax, %ecx, %eax
rorxl $3, %r18d, %eax
rorxl $31, 8(%rbx,%r17,4), %r9d
{evex} rorxl $1, %eax, %ecx
mulxq %r19, %rax, %rcx
mulxq -128(%r20), %r31, %rax
{evex} mulxq %rax, %rcx, %rax
rorxq $3, %r19, %rax
rorxq $31, 0x1000(%r8,%r24,2), %r31
{evex} rorxq $1, %rax, %rcx
kmovb %r16d, %k1
kmovb %k2, %r16d
kmovb foo(%rip), %k3
kmovb %k4, (%r16)
{evex} kmovb %k1, %k2
{evex} kmovb (%rax), %k5
kmovw %r17d, %k1
kmovw %k2, %r17d
kmovw 8(%rbx,%r17,4), %k3
kmovw %k4, -128(%r20)
{evex} kmovw %k1, %k2
{evex} kmovw (%rax), %k5
kmovd %r18d, %k1
kmovd %k2, %r18d
kmovd 0x1000(%r8,%r24,2), %k3
kmovd %k4, foo(%rip)
{evex} kmovd %k1, %k2
{evex} kmovd (%rax), %k5
kmovq %r19, %k1
kmovq %k2, %r19
kmovq (%r16), %k3
kmovq %k4, 8(%rbx,%r17,4)
{evex} kmovq %k1, %k2
{evex} kmovq (%rax), %k5
ldtilecfg (%r16)
sttilecfg 64(%r31)
tileloadd (%r16,%r17), %tmm1
tileloaddt1 8(%rax,%r20,2), %tmm2
tilestored %tmm3, (%r21,%rax)
{evex} ldtilecfg (%rax)
{evex} tileloadd (%rax,%rcx), %tmm0
cmpoxadd %r18d, %eax, -128(%r20)
{evex} cmpoxadd %eax, %ecx, (%rbx)
cmpnoxadd %r19, %rax, 0x1000(%r8,%r24,2)
{evex} cmpnoxadd %rax, %rcx, (%rbx)
cmpbxadd %r18d, %eax, foo(%rip)
{evex} cmpbxadd %eax, %ecx, (%rbx)
cmpnbxadd %r19, %rax, (%r16)
{evex} cmpnbxadd %rax, %rcx, (%rbx)
cmpzxadd %r18d, %eax, 8(%rbx,%r17,4)
{evex} cmpzxadd %eax, %ecx, (%rbx)
cmpnzxadd %r19, %rax, -128(%r20)
{evex} cmpnzxadd %rax, %rcx, (%rbx)
cmpbexadd %r18d, %eax, 0x1000(%r8,%r24,2)
{evex} cmpbexadd %eax, %ecx, (%rbx)
cmpnbexadd %r19, %rax, foo(%rip)
{evex} cmpnbexadd %rax, %rcx, (%rbx)
cmpsxadd %r18d, %eax, (%r16)
{evex} cmpsxadd %eax, %ecx, (%rbx)
cmpnsxadd %r19, %rax, 8(%rbx,%r17,4)
{evex} cmpnsxadd %rax, %rcx, (%rbx)
cmppxadd %r18d, %eax, -128(%r20)
{evex} cmppxadd %eax, %ecx, (%rbx)
cmpnpxadd %r19, %rax, 0x1000(%r8,%r24,2)
{evex} cmpnpxadd %rax, %rcx, (%rbx)
cmplxadd %r18d, %eax, foo(%rip)
{evex} cmplxadd %eax, %ecx, (%rbx)
cmpnlxadd %r19, %rax, (%r16)
{evex} cmpnlxadd %rax, %rcx, (%rbx)
cmplexadd %r18d, %eax, 8(%rbx,%r17,4)
{evex} cmplexadd %eax, %ecx, (%rbx)
cmpnlexadd %r19, %rax, -128(%r20)
{evex} cmpnlexadd %rax, %rcx, (%rbx)
cmpexadd %eax, %r16d, (%rax)
cmpgxadd %r17, %rax, (%rbx)
crc32b %r16b, %eax
crc32b 0x1000(%r8,%r24,2), %eax
{evex} crc32b foo(%rip), %eax
crc32w %r17w, %eax
crc32w (%r16), %eax
{evex} crc32w 8(%rbx,%rcx,4), %eax
crc32l %r18d, %eax
crc32l -128(%r20), %eax
{evex} crc32l 0x1000(%r8,%r9,2), %eax
crc32q %r19, %rax
crc32q foo(%rip), %rax
{evex} crc32q (%rax), %rax
crc32b %al, %r16
crc32b %r31b, %rax
movbew 8(%rbx,%r17,4), %r16w
movbew %r16w, -128(%r20)
movbew %r16w, %ax
{evex} movbew (%rax), %cx
movbel 0x1000(%r8,%r24,2), %r17d
movbel %r17d, foo(%rip)
movbel %r17d, %eax
{evex} movbel (%rax), %ecx
movbeq (%r16), %r18
movbeq %r18, 8(%rbx,%r17,4)
movbeq %r18, %rax
{evex} movbeq (%rax), %rcx
movdiri %r16, (%rax)
movdiri %eax, (%r16)
{evex} movdiri %rax, (%rbx)
invept (%r16), %rax
invvpid 8(%r17), %r18
invpcid (%rax), %r31
{evex} invpcid (%rax), %rax
wrssd %r16d, (%rax)
wrssq %rax, (%r17)
wrussd %eax, (%r18)
wrussq %r19, (%rax)
{evex} wrssq %rax, (%rbx)
# A byte register only REX names keeps the legacy form
crc32b %sil, %eax
crc32b %dil, %r8
