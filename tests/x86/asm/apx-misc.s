# APX map-4 forms of cmov (NDD), lzcnt/tzcnt/popcnt ({evex}, {nf}), shld/shrd
# (NDD, {evex}, {nf}) and adcx/adox (NDD, {evex}): every size and form.
# cmov<cc> with a new data destination, and the other names of conditions
cmovow %ax, %cx, %r17w
cmovow 8(%rbx,%rcx,4), %r8w, %ax
cmovnol %eax, %ecx, %r18d
cmovnol -128(%r16), %r9d, %eax
cmovbq %rax, %rcx, %r19
cmovbq 0x1000(%r8,%r20,2), %r31, %rax
cmovaew %ax, %cx, %r17w
cmovaew foo(%rip), %r8w, %ax
cmovel %eax, %ecx, %r18d
cmovel (%rax), %r9d, %eax
cmovneq %rax, %rcx, %r19
cmovneq 8(%rbx,%rcx,4), %r31, %rax
cmovbew %ax, %cx, %r17w
cmovbew -128(%r16), %r8w, %ax
cmoval %eax, %ecx, %r18d
cmoval 0x1000(%r8,%r20,2), %r9d, %eax
cmovsq %rax, %rcx, %r19
cmovsq foo(%rip), %r31, %rax
cmovnsw %ax, %cx, %r17w
cmovnsw (%rax), %r8w, %ax
cmovpl %eax, %ecx, %r18d
cmovpl 8(%rbx,%rcx,4), %r9d, %eax
cmovnpq %rax, %rcx, %r19
cmovnpq -128(%r16), %r31, %rax
cmovlw %ax, %cx, %r17w
cmovlw 0x1000(%r8,%r20,2), %r8w, %ax
cmovgel %eax, %ecx, %r18d
cmovgel foo(%rip), %r9d, %eax
cmovleq %rax, %rcx, %r19
cmovleq (%rax), %r31, %rax
cmovgw %ax, %cx, %r17w
cmovgw 8(%rbx,%rcx,4), %r8w, %ax
cmovzl %eax, %ebx, %ecx
cmovnzq (%rax), %r16, %r17
cmovcw %ax, %bx, %r31w
cmovnaeq %rax, %rbx, %rcx
# lzcnt
{evex} lzcntw %ax, %cx
{evex} lzcntw -128(%r16), %r17w
{nf} lzcntw %r17w, %r8w
{nf} lzcntw 0x1000(%r8,%r20,2), %ax
{evex} lzcntl %eax, %ecx
{evex} lzcntl foo(%rip), %r18d
{nf} lzcntl %r18d, %r9d
{nf} lzcntl (%rax), %eax
{evex} lzcntq %rax, %rcx
{evex} lzcntq 8(%rbx,%rcx,4), %r19
{nf} lzcntq %r19, %r31
{nf} lzcntq -128(%r16), %rax
# tzcnt
{evex} tzcntw %ax, %cx
{evex} tzcntw 0x1000(%r8,%r20,2), %r17w
{nf} tzcntw %r17w, %r8w
{nf} tzcntw foo(%rip), %ax
{evex} tzcntl %eax, %ecx
{evex} tzcntl (%rax), %r18d
{nf} tzcntl %r18d, %r9d
{nf} tzcntl 8(%rbx,%rcx,4), %eax
{evex} tzcntq %rax, %rcx
{evex} tzcntq -128(%r16), %r19
{nf} tzcntq %r19, %r31
{nf} tzcntq 0x1000(%r8,%r20,2), %rax
# popcnt
{evex} popcntw %ax, %cx
{evex} popcntw foo(%rip), %r17w
{nf} popcntw %r17w, %r8w
{nf} popcntw (%rax), %ax
{evex} popcntl %eax, %ecx
{evex} popcntl 8(%rbx,%rcx,4), %r18d
{nf} popcntl %r18d, %r9d
{nf} popcntl -128(%r16), %eax
{evex} popcntq %rax, %rcx
{evex} popcntq 0x1000(%r8,%r20,2), %r19
{nf} popcntq %r19, %r31
{nf} popcntq foo(%rip), %rax
# shld
shldw $3, %ax, %cx, %r17w
shldw %cl, %r17w, %r8w, %ax
shldw $7, %cx, (%rax), %r8w
shldw %cl, %ax, 8(%rbx,%rcx,4), %cx
{evex} shldw $1, %ax, %cx
{evex} shldw %cl, %r17w, -128(%r16)
{evex} shldw $255, %r8w, 0x1000(%r8,%r20,2)
{evex} shldw %cl, %cx, %ax
{nf} shldw $2, %cx, %r17w
{nf} shldw %cl, %ax, foo(%rip)
{nf} shldw $4, %r17w, %cx, %ax
{nf} shldw %cl, %r8w, (%rax), %r17w
shldl $3, %eax, %ecx, %r18d
shldl %cl, %r18d, %r9d, %eax
shldl $7, %ecx, 8(%rbx,%rcx,4), %r9d
shldl %cl, %eax, -128(%r16), %ecx
{evex} shldl $1, %eax, %ecx
{evex} shldl %cl, %r18d, 0x1000(%r8,%r20,2)
{evex} shldl $255, %r9d, foo(%rip)
{evex} shldl %cl, %ecx, %eax
{nf} shldl $2, %ecx, %r18d
{nf} shldl %cl, %eax, (%rax)
{nf} shldl $4, %r18d, %ecx, %eax
{nf} shldl %cl, %r9d, 8(%rbx,%rcx,4), %r18d
shldq $3, %rax, %rcx, %r19
shldq %cl, %r19, %r31, %rax
shldq $7, %rcx, -128(%r16), %r31
shldq %cl, %rax, 0x1000(%r8,%r20,2), %rcx
{evex} shldq $1, %rax, %rcx
{evex} shldq %cl, %r19, foo(%rip)
{evex} shldq $255, %r31, (%rax)
{evex} shldq %cl, %rcx, %rax
{nf} shldq $2, %rcx, %r19
{nf} shldq %cl, %rax, 8(%rbx,%rcx,4)
{nf} shldq $4, %r19, %rcx, %rax
{nf} shldq %cl, %r31, -128(%r16), %r19
# shrd
shrdw $3, %ax, %cx, %r17w
shrdw %cl, %r17w, %r8w, %ax
shrdw $7, %cx, 0x1000(%r8,%r20,2), %r8w
shrdw %cl, %ax, foo(%rip), %cx
{evex} shrdw $1, %ax, %cx
{evex} shrdw %cl, %r17w, (%rax)
{evex} shrdw $255, %r8w, 8(%rbx,%rcx,4)
{evex} shrdw %cl, %cx, %ax
{nf} shrdw $2, %cx, %r17w
{nf} shrdw %cl, %ax, -128(%r16)
{nf} shrdw $4, %r17w, %cx, %ax
{nf} shrdw %cl, %r8w, 0x1000(%r8,%r20,2), %r17w
shrdl $3, %eax, %ecx, %r18d
shrdl %cl, %r18d, %r9d, %eax
shrdl $7, %ecx, foo(%rip), %r9d
shrdl %cl, %eax, (%rax), %ecx
{evex} shrdl $1, %eax, %ecx
{evex} shrdl %cl, %r18d, 8(%rbx,%rcx,4)
{evex} shrdl $255, %r9d, -128(%r16)
{evex} shrdl %cl, %ecx, %eax
{nf} shrdl $2, %ecx, %r18d
{nf} shrdl %cl, %eax, 0x1000(%r8,%r20,2)
{nf} shrdl $4, %r18d, %ecx, %eax
{nf} shrdl %cl, %r9d, foo(%rip), %r18d
shrdq $3, %rax, %rcx, %r19
shrdq %cl, %r19, %r31, %rax
shrdq $7, %rcx, (%rax), %r31
shrdq %cl, %rax, 8(%rbx,%rcx,4), %rcx
{evex} shrdq $1, %rax, %rcx
{evex} shrdq %cl, %r19, -128(%r16)
{evex} shrdq $255, %r31, 0x1000(%r8,%r20,2)
{evex} shrdq %cl, %rcx, %rax
{nf} shrdq $2, %rcx, %r19
{nf} shrdq %cl, %rax, foo(%rip)
{nf} shrdq $4, %r19, %rcx, %rax
{nf} shrdq %cl, %r31, (%rax), %r19
# adcx
adcxl %eax, %ecx, %r18d
adcxl 8(%rbx,%rcx,4), %r9d, %eax
{evex} adcxl %r18d, %ecx
{evex} adcxl -128(%r16), %r9d
adcxq %rax, %rcx, %r19
adcxq 0x1000(%r8,%r20,2), %r31, %rax
{evex} adcxq %r19, %rcx
{evex} adcxq foo(%rip), %r31
# adox
adoxl %eax, %ecx, %r18d
adoxl (%rax), %r9d, %eax
{evex} adoxl %r18d, %ecx
{evex} adoxl 8(%rbx,%rcx,4), %r9d
adoxq %rax, %rcx, %r19
adoxq -128(%r16), %r31, %rax
{evex} adoxq %r19, %rcx
{evex} adoxq 0x1000(%r8,%r20,2), %r31
# adcx and adox naming %r16-%r31 take their EVEX form (their legacy one is
# in map 2, which REX2 cannot reach)
adcxq %r16, %rax
adoxl (%r17), %eax
adcxl %eax, %r31d
adoxq 8(%rax,%r20), %rbx
