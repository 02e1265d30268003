# APX instructions on EVEX map 4 (X86InstrAPX.td): setzu<cc>, imulzu,
# push2/pop2 and their balanced-hint forms.
# setzu<cc>, register and memory, with and without the byte suffix
setzuo %al
setzuo (%rax)
setzuob %bpl
setzuno %cl
setzuno 8(%rbp)
setzunob %sil
setzub %dl
setzub -129(%rsp,%rcx,4)
setzubb %dil
setzuae %bl
setzuae 0x12345678(%r13)
setzuaeb %r8b
setzue %spl
setzue (%r15,%r8,8)
setzueb %r9b
setzune %bpl
setzune foo(%rip)
setzuneb %r10b
setzube %sil
setzube -1(%r12)
setzubeb %r11b
setzua %dil
setzua 0
setzuab %r12b
setzus %r8b
setzus 128(%rax,%rax)
setzusb %r13b
setzuns %r9b
setzuns (%rsi)
setzunsb %r14b
setzup %r10b
setzup 0x7f(%rdi,%r9,2)
setzupb %r15b
setzunp %r11b
setzunp -128(%rbx)
setzunpb %al
setzul %r12b
setzul %fs:(%rax)
setzulb %cl
setzuge %r13b
setzuge 256(,%r14,1)
setzugeb %dl
setzule %r14b
setzule (%ecx)
setzuleb %bl
setzug %r15b
setzug 4(%r11d,%eax,4)
setzugb %spl
# imulzu: byte and full immediates, register and memory, at the edges
imulzuw $0, %ax, %r15w
imulzuw $0, (%rax), %r15w
imulzuw $1, %bx, %si
imulzuw $1, 8(%rbp), %si
imulzuw $-128, %r15w, %r8w
imulzuw $-128, -129(%rsp,%rcx,4), %r8w
imulzuw $127, %si, %ax
imulzuw $127, 0x12345678(%r13), %ax
imulzuw $128, %r8w, %bx
imulzuw $128, (%r15,%r8,8), %bx
imulzuw $-129, %ax, %r15w
imulzuw $-129, foo(%rip), %r15w
imulzuw $32767, %bx, %si
imulzuw $32767, -1(%r12), %si
imulzuw $-32768, %r15w, %r8w
imulzuw $-32768, 0, %r8w
imulzuw $0xffff, %si, %ax
imulzuw $0xffff, 128(%rax,%rax), %ax
imulzuw $foo, %r8w, %bx
imulzuw $foo, (%rsi), %bx
imulzul $0, %eax, %r15d
imulzul $0, (%rax), %r15d
imulzul $1, %ebx, %esi
imulzul $1, 8(%rbp), %esi
imulzul $-128, %r15d, %r8d
imulzul $-128, -129(%rsp,%rcx,4), %r8d
imulzul $127, %esi, %eax
imulzul $127, 0x12345678(%r13), %eax
imulzul $128, %r8d, %ebx
imulzul $128, (%r15,%r8,8), %ebx
imulzul $-129, %eax, %r15d
imulzul $-129, foo(%rip), %r15d
imulzul $0x7fffffff, %ebx, %esi
imulzul $0x7fffffff, -1(%r12), %esi
imulzul $-0x80000000, %r15d, %r8d
imulzul $-0x80000000, 0, %r8d
imulzul $0xffffffff, %esi, %eax
imulzul $0xffffffff, 128(%rax,%rax), %eax
imulzul $foo, %r8d, %ebx
imulzul $foo, (%rsi), %ebx
imulzuq $0, %rax, %r15
imulzuq $0, (%rax), %r15
imulzuq $1, %rbx, %rsi
imulzuq $1, 8(%rbp), %rsi
imulzuq $-128, %r15, %r8
imulzuq $-128, -129(%rsp,%rcx,4), %r8
imulzuq $127, %rsi, %rax
imulzuq $127, 0x12345678(%r13), %rax
imulzuq $128, %r8, %rbx
imulzuq $128, (%r15,%r8,8), %rbx
imulzuq $-129, %rax, %r15
imulzuq $-129, foo(%rip), %r15
imulzuq $0x7fffffff, %rbx, %rsi
imulzuq $0x7fffffff, -1(%r12), %rsi
imulzuq $-0x80000000, %r15, %r8
imulzuq $-0x80000000, 0, %r8
imulzuq $-1, %rsi, %rax
imulzuq $-1, 128(%rax,%rax), %rax
imulzuq $foo, %r8, %rbx
imulzuq $foo, (%rsi), %rbx
# push2 and pop2, with the balanced hint
push2 %rax, %r15
push2 %rbx, %r12
push2 %rsi, %r9
push2 %r9, %rsi
push2 %r12, %rbx
push2 %r15, %rax
push2 %r15, %r8
push2p %rax, %r15
push2p %rbx, %r12
push2p %rsi, %r9
push2p %r9, %rsi
push2p %r12, %rbx
push2p %r15, %rax
push2p %r15, %r8
pop2 %rax, %r15
pop2 %rbx, %r12
pop2 %rsi, %r9
pop2 %r9, %rsi
pop2 %r12, %rbx
pop2 %r15, %rax
pop2 %r15, %r8
pop2p %rax, %r15
pop2p %rbx, %r12
pop2p %rsi, %r9
pop2p %r9, %rsi
pop2p %r12, %rbx
pop2p %r15, %rax
pop2p %r15, %r8
# cfcmov<cc>: register (NF), store (NF), load, and new data destination forms
cfcmovow %cx, %si
cfcmovow 8(%rbp), %si
cfcmovow %cx, 8(%rbp)
cfcmovow %cx, %si, %r12w
cfcmovow 8(%rbp), %si, %r12w
cfcmovol %edx, %edi
cfcmovol -129(%rsp,%rcx,4), %edi
cfcmovol %edx, -129(%rsp,%rcx,4)
cfcmovol %edx, %edi, %r13d
cfcmovol -129(%rsp,%rcx,4), %edi, %r13d
cfcmovoq %rbx, %r8
cfcmovoq 0x12345678(%r13), %r8
cfcmovoq %rbx, 0x12345678(%r13)
cfcmovoq %rbx, %r8, %r14
cfcmovoq 0x12345678(%r13), %r8, %r14
cfcmovnow %sp, %r9w
cfcmovnow (%r15,%r8,8), %r9w
cfcmovnow %sp, (%r15,%r8,8)
cfcmovnow %sp, %r9w, %r15w
cfcmovnow (%r15,%r8,8), %r9w, %r15w
cfcmovnol %ebp, %r10d
cfcmovnol foo(%rip), %r10d
cfcmovnol %ebp, foo(%rip)
cfcmovnol %ebp, %r10d, %eax
cfcmovnol foo(%rip), %r10d, %eax
cfcmovnoq %rsi, %r11
cfcmovnoq -1(%r12), %r11
cfcmovnoq %rsi, -1(%r12)
cfcmovnoq %rsi, %r11, %rcx
cfcmovnoq -1(%r12), %r11, %rcx
cfcmovbw %di, %r12w
cfcmovbw 0, %r12w
cfcmovbw %di, 0
cfcmovbw %di, %r12w, %dx
cfcmovbw 0, %r12w, %dx
cfcmovbl %r8d, %r13d
cfcmovbl 128(%rax,%rax), %r13d
cfcmovbl %r8d, 128(%rax,%rax)
cfcmovbl %r8d, %r13d, %ebx
cfcmovbl 128(%rax,%rax), %r13d, %ebx
cfcmovbq %r9, %r14
cfcmovbq (%rsi), %r14
cfcmovbq %r9, (%rsi)
cfcmovbq %r9, %r14, %rsp
cfcmovbq (%rsi), %r14, %rsp
cfcmovaew %r10w, %r15w
cfcmovaew 0x7f(%rdi,%r9,2), %r15w
cfcmovaew %r10w, 0x7f(%rdi,%r9,2)
cfcmovaew %r10w, %r15w, %bp
cfcmovaew 0x7f(%rdi,%r9,2), %r15w, %bp
cfcmovael %r11d, %eax
cfcmovael -128(%rbx), %eax
cfcmovael %r11d, -128(%rbx)
cfcmovael %r11d, %eax, %esi
cfcmovael -128(%rbx), %eax, %esi
cfcmovaeq %r12, %rcx
cfcmovaeq %fs:(%rax), %rcx
cfcmovaeq %r12, %fs:(%rax)
cfcmovaeq %r12, %rcx, %rdi
cfcmovaeq %fs:(%rax), %rcx, %rdi
cfcmovew %r13w, %dx
cfcmovew 256(,%r14,1), %dx
cfcmovew %r13w, 256(,%r14,1)
cfcmovew %r13w, %dx, %r8w
cfcmovew 256(,%r14,1), %dx, %r8w
cfcmovel %r14d, %ebx
cfcmovel (%ecx), %ebx
cfcmovel %r14d, (%ecx)
cfcmovel %r14d, %ebx, %r9d
cfcmovel (%ecx), %ebx, %r9d
cfcmoveq %r15, %rsp
cfcmoveq 4(%r11d,%eax,4), %rsp
cfcmoveq %r15, 4(%r11d,%eax,4)
cfcmoveq %r15, %rsp, %r10
cfcmoveq 4(%r11d,%eax,4), %rsp, %r10
cfcmovnew %ax, %bp
cfcmovnew (%rax), %bp
cfcmovnew %ax, (%rax)
cfcmovnew %ax, %bp, %r11w
cfcmovnew (%rax), %bp, %r11w
cfcmovnel %ecx, %esi
cfcmovnel 8(%rbp), %esi
cfcmovnel %ecx, 8(%rbp)
cfcmovnel %ecx, %esi, %r12d
cfcmovnel 8(%rbp), %esi, %r12d
cfcmovneq %rdx, %rdi
cfcmovneq -129(%rsp,%rcx,4), %rdi
cfcmovneq %rdx, -129(%rsp,%rcx,4)
cfcmovneq %rdx, %rdi, %r13
cfcmovneq -129(%rsp,%rcx,4), %rdi, %r13
cfcmovbew %bx, %r8w
cfcmovbew 0x12345678(%r13), %r8w
cfcmovbew %bx, 0x12345678(%r13)
cfcmovbew %bx, %r8w, %r14w
cfcmovbew 0x12345678(%r13), %r8w, %r14w
cfcmovbel %esp, %r9d
cfcmovbel (%r15,%r8,8), %r9d
cfcmovbel %esp, (%r15,%r8,8)
cfcmovbel %esp, %r9d, %r15d
cfcmovbel (%r15,%r8,8), %r9d, %r15d
cfcmovbeq %rbp, %r10
cfcmovbeq foo(%rip), %r10
cfcmovbeq %rbp, foo(%rip)
cfcmovbeq %rbp, %r10, %rax
cfcmovbeq foo(%rip), %r10, %rax
cfcmovaw %si, %r11w
cfcmovaw -1(%r12), %r11w
cfcmovaw %si, -1(%r12)
cfcmovaw %si, %r11w, %cx
cfcmovaw -1(%r12), %r11w, %cx
cfcmoval %edi, %r12d
cfcmoval 0, %r12d
cfcmoval %edi, 0
cfcmoval %edi, %r12d, %edx
cfcmoval 0, %r12d, %edx
cfcmovaq %r8, %r13
cfcmovaq 128(%rax,%rax), %r13
cfcmovaq %r8, 128(%rax,%rax)
cfcmovaq %r8, %r13, %rbx
cfcmovaq 128(%rax,%rax), %r13, %rbx
cfcmovsw %r9w, %r14w
cfcmovsw (%rsi), %r14w
cfcmovsw %r9w, (%rsi)
cfcmovsw %r9w, %r14w, %sp
cfcmovsw (%rsi), %r14w, %sp
cfcmovsl %r10d, %r15d
cfcmovsl 0x7f(%rdi,%r9,2), %r15d
cfcmovsl %r10d, 0x7f(%rdi,%r9,2)
cfcmovsl %r10d, %r15d, %ebp
cfcmovsl 0x7f(%rdi,%r9,2), %r15d, %ebp
cfcmovsq %r11, %rax
cfcmovsq -128(%rbx), %rax
cfcmovsq %r11, -128(%rbx)
cfcmovsq %r11, %rax, %rsi
cfcmovsq -128(%rbx), %rax, %rsi
cfcmovnsw %r12w, %cx
cfcmovnsw %fs:(%rax), %cx
cfcmovnsw %r12w, %fs:(%rax)
cfcmovnsw %r12w, %cx, %di
cfcmovnsw %fs:(%rax), %cx, %di
cfcmovnsl %r13d, %edx
cfcmovnsl 256(,%r14,1), %edx
cfcmovnsl %r13d, 256(,%r14,1)
cfcmovnsl %r13d, %edx, %r8d
cfcmovnsl 256(,%r14,1), %edx, %r8d
cfcmovnsq %r14, %rbx
cfcmovnsq (%ecx), %rbx
cfcmovnsq %r14, (%ecx)
cfcmovnsq %r14, %rbx, %r9
cfcmovnsq (%ecx), %rbx, %r9
cfcmovpw %r15w, %sp
cfcmovpw 4(%r11d,%eax,4), %sp
cfcmovpw %r15w, 4(%r11d,%eax,4)
cfcmovpw %r15w, %sp, %r10w
cfcmovpw 4(%r11d,%eax,4), %sp, %r10w
cfcmovpl %eax, %ebp
cfcmovpl (%rax), %ebp
cfcmovpl %eax, (%rax)
cfcmovpl %eax, %ebp, %r11d
cfcmovpl (%rax), %ebp, %r11d
cfcmovpq %rcx, %rsi
cfcmovpq 8(%rbp), %rsi
cfcmovpq %rcx, 8(%rbp)
cfcmovpq %rcx, %rsi, %r12
cfcmovpq 8(%rbp), %rsi, %r12
cfcmovnpw %dx, %di
cfcmovnpw -129(%rsp,%rcx,4), %di
cfcmovnpw %dx, -129(%rsp,%rcx,4)
cfcmovnpw %dx, %di, %r13w
cfcmovnpw -129(%rsp,%rcx,4), %di, %r13w
cfcmovnpl %ebx, %r8d
cfcmovnpl 0x12345678(%r13), %r8d
cfcmovnpl %ebx, 0x12345678(%r13)
cfcmovnpl %ebx, %r8d, %r14d
cfcmovnpl 0x12345678(%r13), %r8d, %r14d
cfcmovnpq %rsp, %r9
cfcmovnpq (%r15,%r8,8), %r9
cfcmovnpq %rsp, (%r15,%r8,8)
cfcmovnpq %rsp, %r9, %r15
cfcmovnpq (%r15,%r8,8), %r9, %r15
cfcmovlw %bp, %r10w
cfcmovlw foo(%rip), %r10w
cfcmovlw %bp, foo(%rip)
cfcmovlw %bp, %r10w, %ax
cfcmovlw foo(%rip), %r10w, %ax
cfcmovll %esi, %r11d
cfcmovll -1(%r12), %r11d
cfcmovll %esi, -1(%r12)
cfcmovll %esi, %r11d, %ecx
cfcmovll -1(%r12), %r11d, %ecx
cfcmovlq %rdi, %r12
cfcmovlq 0, %r12
cfcmovlq %rdi, 0
cfcmovlq %rdi, %r12, %rdx
cfcmovlq 0, %r12, %rdx
cfcmovgew %r8w, %r13w
cfcmovgew 128(%rax,%rax), %r13w
cfcmovgew %r8w, 128(%rax,%rax)
cfcmovgew %r8w, %r13w, %bx
cfcmovgew 128(%rax,%rax), %r13w, %bx
cfcmovgel %r9d, %r14d
cfcmovgel (%rsi), %r14d
cfcmovgel %r9d, (%rsi)
cfcmovgel %r9d, %r14d, %esp
cfcmovgel (%rsi), %r14d, %esp
cfcmovgeq %r10, %r15
cfcmovgeq 0x7f(%rdi,%r9,2), %r15
cfcmovgeq %r10, 0x7f(%rdi,%r9,2)
cfcmovgeq %r10, %r15, %rbp
cfcmovgeq 0x7f(%rdi,%r9,2), %r15, %rbp
cfcmovlew %r11w, %ax
cfcmovlew -128(%rbx), %ax
cfcmovlew %r11w, -128(%rbx)
cfcmovlew %r11w, %ax, %si
cfcmovlew -128(%rbx), %ax, %si
cfcmovlel %r12d, %ecx
cfcmovlel %fs:(%rax), %ecx
cfcmovlel %r12d, %fs:(%rax)
cfcmovlel %r12d, %ecx, %edi
cfcmovlel %fs:(%rax), %ecx, %edi
cfcmovleq %r13, %rdx
cfcmovleq 256(,%r14,1), %rdx
cfcmovleq %r13, 256(,%r14,1)
cfcmovleq %r13, %rdx, %r8
cfcmovleq 256(,%r14,1), %rdx, %r8
cfcmovgw %r14w, %bx
cfcmovgw (%ecx), %bx
cfcmovgw %r14w, (%ecx)
cfcmovgw %r14w, %bx, %r9w
cfcmovgw (%ecx), %bx, %r9w
cfcmovgl %r15d, %esp
cfcmovgl 4(%r11d,%eax,4), %esp
cfcmovgl %r15d, 4(%r11d,%eax,4)
cfcmovgl %r15d, %esp, %r10d
cfcmovgl 4(%r11d,%eax,4), %esp, %r10d
cfcmovgq %rax, %rbp
cfcmovgq (%rax), %rbp
cfcmovgq %rax, (%rax)
cfcmovgq %rax, %rbp, %r11
cfcmovgq (%rax), %rbp, %r11
# cfcmov under cmov's other names of the conditions, and without a suffix
cfcmovcl %eax, %ebx
cfcmovnael %eax, %ebx
cfcmovnbl %eax, %ebx
cfcmovncl %eax, %ebx
cfcmovzl %eax, %ebx
cfcmovnzl %eax, %ebx
cfcmovnal %eax, %ebx
cfcmovnbel %eax, %ebx
cfcmovpel %eax, %ebx
cfcmovpol %eax, %ebx
cfcmovngel %eax, %ebx
cfcmovnll %eax, %ebx
cfcmovngl %eax, %ebx
cfcmovnlel %eax, %ebx
cfcmove %ax, %bx
cfcmovne (%rax), %rcx, %rdx
# ccmp<scc> and ctest<scc>: every condition and size, every operand form, default flags values
ccmpob {dfv=of} %cl, %r8b
ccmpob {dfv=of} 8(%rbp), %r8b
ccmpob {dfv=of} %cl, 8(%rbp)
ccmpob {dfv=of} $1, %r8b
ccmpob {dfv=of} $-128, 8(%rbp)
ctestob {dfv=of} %cl, %r8b
ctestob {dfv=of} %cl, 8(%rbp)
ctestob {dfv=of} $1, %r8b
ctestob {dfv=of} $-128, 8(%rbp)
ccmpow {dfv=sf} %dx, %r9w
ccmpow {dfv=sf} -129(%rsp,%rcx,4), %r9w
ccmpow {dfv=sf} %dx, -129(%rsp,%rcx,4)
ccmpow {dfv=sf} $-128, %r9w
ccmpow {dfv=sf} $-129, -129(%rsp,%rcx,4)
ctestow {dfv=sf} %dx, %r9w
ctestow {dfv=sf} %dx, -129(%rsp,%rcx,4)
ctestow {dfv=sf} $-128, %r9w
ctestow {dfv=sf} $-129, -129(%rsp,%rcx,4)
ccmpol {dfv=zf} %ebx, %r10d
ccmpol {dfv=zf} 0x12345678(%r13), %r10d
ccmpol {dfv=zf} %ebx, 0x12345678(%r13)
ccmpol {dfv=zf} $127, %r10d
ccmpol {dfv=zf} $0x7fffffff, 0x12345678(%r13)
ctestol {dfv=zf} %ebx, %r10d
ctestol {dfv=zf} %ebx, 0x12345678(%r13)
ctestol {dfv=zf} $127, %r10d
ctestol {dfv=zf} $0x7fffffff, 0x12345678(%r13)
ccmpoq {dfv=cf} %rsp, %r11
ccmpoq {dfv=cf} (%r15,%r8,8), %r11
ccmpoq {dfv=cf} %rsp, (%r15,%r8,8)
ccmpoq {dfv=cf} $128, %r11
ccmpoq {dfv=cf} $-0x80000000, (%r15,%r8,8)
ctestoq {dfv=cf} %rsp, %r11
ctestoq {dfv=cf} %rsp, (%r15,%r8,8)
ctestoq {dfv=cf} $128, %r11
ctestoq {dfv=cf} $-0x80000000, (%r15,%r8,8)
ccmpnob {dfv=of,sf,zf,cf} %bpl, %r12b
ccmpnob {dfv=of,sf,zf,cf} foo(%rip), %r12b
ccmpnob {dfv=of,sf,zf,cf} %bpl, foo(%rip)
ccmpnob {dfv=of,sf,zf,cf} $255, %r12b
ccmpnob {dfv=of,sf,zf,cf} $1, foo(%rip)
ctestnob {dfv=of,sf,zf,cf} %bpl, %r12b
ctestnob {dfv=of,sf,zf,cf} %bpl, foo(%rip)
ctestnob {dfv=of,sf,zf,cf} $255, %r12b
ctestnob {dfv=of,sf,zf,cf} $1, foo(%rip)
ccmpnow {dfv=cf,of} %si, %r13w
ccmpnow {dfv=cf,of} -1(%r12), %r13w
ccmpnow {dfv=cf,of} %si, -1(%r12)
ccmpnow {dfv=cf,of} $32767, %r13w
ccmpnow {dfv=cf,of} $foo, -1(%r12)
ctestnow {dfv=cf,of} %si, %r13w
ctestnow {dfv=cf,of} %si, -1(%r12)
ctestnow {dfv=cf,of} $32767, %r13w
ctestnow {dfv=cf,of} $foo, -1(%r12)
ccmpnol {DFV=ZF,SF} %edi, %r14d
ccmpnol {DFV=ZF,SF} 0, %r14d
ccmpnol {DFV=ZF,SF} %edi, 0
ccmpnol {DFV=ZF,SF} $-0x80000000, %r14d
ccmpnol {DFV=ZF,SF} $0, 0
ctestnol {DFV=ZF,SF} %edi, %r14d
ctestnol {DFV=ZF,SF} %edi, 0
ctestnol {DFV=ZF,SF} $-0x80000000, %r14d
ctestnol {DFV=ZF,SF} $0, 0
ccmpnoq { dfv = of , cf } %r8, %r15
ccmpnoq { dfv = of , cf } 128(%rax,%rax), %r15
ccmpnoq { dfv = of , cf } %r8, 128(%rax,%rax)
ccmpnoq { dfv = of , cf } $-1, %r15
ccmpnoq { dfv = of , cf } $1, 128(%rax,%rax)
ctestnoq { dfv = of , cf } %r8, %r15
ctestnoq { dfv = of , cf } %r8, 128(%rax,%rax)
ctestnoq { dfv = of , cf } $-1, %r15
ctestnoq { dfv = of , cf } $1, 128(%rax,%rax)
ccmpbb {dfv=} %r9b, %al
ccmpbb {dfv=} (%rsi), %al
ccmpbb {dfv=} %r9b, (%rsi)
ccmpbb {dfv=} $-1, %al
ccmpbb {dfv=} $255, (%rsi)
ctestbb {dfv=} %r9b, %al
ctestbb {dfv=} %r9b, (%rsi)
ctestbb {dfv=} $-1, %al
ctestbb {dfv=} $255, (%rsi)
ccmpbw {dfv=of} %r10w, %cx
ccmpbw {dfv=of} 0x7f(%rdi,%r9,2), %cx
ccmpbw {dfv=of} %r10w, 0x7f(%rdi,%r9,2)
ccmpbw {dfv=of} $0, %cx
ccmpbw {dfv=of} $127, 0x7f(%rdi,%r9,2)
ctestbw {dfv=of} %r10w, %cx
ctestbw {dfv=of} %r10w, 0x7f(%rdi,%r9,2)
ctestbw {dfv=of} $0, %cx
ctestbw {dfv=of} $127, 0x7f(%rdi,%r9,2)
ccmpbl {dfv=sf} %r11d, %edx
ccmpbl {dfv=sf} -128(%rbx), %edx
ccmpbl {dfv=sf} %r11d, -128(%rbx)
ccmpbl {dfv=sf} $1, %edx
ccmpbl {dfv=sf} $128, -128(%rbx)
ctestbl {dfv=sf} %r11d, %edx
ctestbl {dfv=sf} %r11d, -128(%rbx)
ctestbl {dfv=sf} $1, %edx
ctestbl {dfv=sf} $128, -128(%rbx)
ccmpbq {dfv=zf} %r12, %rbx
ccmpbq {dfv=zf} %fs:(%rax), %rbx
ccmpbq {dfv=zf} %r12, %fs:(%rax)
ccmpbq {dfv=zf} $-128, %rbx
ccmpbq {dfv=zf} $-129, %fs:(%rax)
ctestbq {dfv=zf} %r12, %rbx
ctestbq {dfv=zf} %r12, %fs:(%rax)
ctestbq {dfv=zf} $-128, %rbx
ctestbq {dfv=zf} $-129, %fs:(%rax)
ccmpaeb {dfv=cf} %r13b, %spl
ccmpaeb {dfv=cf} 256(,%r14,1), %spl
ccmpaeb {dfv=cf} %r13b, 256(,%r14,1)
ccmpaeb {dfv=cf} $foo, %spl
ccmpaeb {dfv=cf} $-1, 256(,%r14,1)
ctestaeb {dfv=cf} %r13b, %spl
ctestaeb {dfv=cf} %r13b, 256(,%r14,1)
ctestaeb {dfv=cf} $foo, %spl
ctestaeb {dfv=cf} $-1, 256(,%r14,1)
ccmpaew {dfv=of,sf,zf,cf} %r14w, %bp
ccmpaew {dfv=of,sf,zf,cf} (%ecx), %bp
ccmpaew {dfv=of,sf,zf,cf} %r14w, (%ecx)
ccmpaew {dfv=of,sf,zf,cf} $128, %bp
ccmpaew {dfv=of,sf,zf,cf} $-32768, (%ecx)
ctestaew {dfv=of,sf,zf,cf} %r14w, %bp
ctestaew {dfv=of,sf,zf,cf} %r14w, (%ecx)
ctestaew {dfv=of,sf,zf,cf} $128, %bp
ctestaew {dfv=of,sf,zf,cf} $-32768, (%ecx)
ccmpael {dfv=cf,of} %r15d, %esi
ccmpael {dfv=cf,of} 4(%r11d,%eax,4), %esi
ccmpael {dfv=cf,of} %r15d, 4(%r11d,%eax,4)
ccmpael {dfv=cf,of} $-129, %esi
ccmpael {dfv=cf,of} $0xffffffff, 4(%r11d,%eax,4)
ctestael {dfv=cf,of} %r15d, %esi
ctestael {dfv=cf,of} %r15d, 4(%r11d,%eax,4)
ctestael {dfv=cf,of} $-129, %esi
ctestael {dfv=cf,of} $0xffffffff, 4(%r11d,%eax,4)
ccmpaeq {DFV=ZF,SF} %rax, %rdi
ccmpaeq {DFV=ZF,SF} (%rax), %rdi
ccmpaeq {DFV=ZF,SF} %rax, (%rax)
ccmpaeq {DFV=ZF,SF} $0x7fffffff, %rdi
ccmpaeq {DFV=ZF,SF} $foo, (%rax)
ctestaeq {DFV=ZF,SF} %rax, %rdi
ctestaeq {DFV=ZF,SF} %rax, (%rax)
ctestaeq {DFV=ZF,SF} $0x7fffffff, %rdi
ctestaeq {DFV=ZF,SF} $foo, (%rax)
ccmpeb { dfv = of , cf } %cl, %r8b
ccmpeb { dfv = of , cf } 8(%rbp), %r8b
ccmpeb { dfv = of , cf } %cl, 8(%rbp)
ccmpeb { dfv = of , cf } $127, %r8b
ccmpeb { dfv = of , cf } $foo, 8(%rbp)
ctesteb { dfv = of , cf } %cl, %r8b
ctesteb { dfv = of , cf } %cl, 8(%rbp)
ctesteb { dfv = of , cf } $127, %r8b
ctesteb { dfv = of , cf } $foo, 8(%rbp)
ccmpew {dfv=} %dx, %r9w
ccmpew {dfv=} -129(%rsp,%rcx,4), %r9w
ccmpew {dfv=} %dx, -129(%rsp,%rcx,4)
ccmpew {dfv=} $0xffff, %r9w
ccmpew {dfv=} $1, -129(%rsp,%rcx,4)
ctestew {dfv=} %dx, %r9w
ctestew {dfv=} %dx, -129(%rsp,%rcx,4)
ctestew {dfv=} $0xffff, %r9w
ctestew {dfv=} $1, -129(%rsp,%rcx,4)
ccmpel {dfv=of} %ebx, %r10d
ccmpel {dfv=of} 0x12345678(%r13), %r10d
ccmpel {dfv=of} %ebx, 0x12345678(%r13)
ccmpel {dfv=of} $foo, %r10d
ccmpel {dfv=of} $-128, 0x12345678(%r13)
ctestel {dfv=of} %ebx, %r10d
ctestel {dfv=of} %ebx, 0x12345678(%r13)
ctestel {dfv=of} $foo, %r10d
ctestel {dfv=of} $-128, 0x12345678(%r13)
ccmpeq {dfv=sf} %rsp, %r11
ccmpeq {dfv=sf} (%r15,%r8,8), %r11
ccmpeq {dfv=sf} %rsp, (%r15,%r8,8)
ccmpeq {dfv=sf} $0, %r11
ccmpeq {dfv=sf} $127, (%r15,%r8,8)
ctesteq {dfv=sf} %rsp, %r11
ctesteq {dfv=sf} %rsp, (%r15,%r8,8)
ctesteq {dfv=sf} $0, %r11
ctesteq {dfv=sf} $127, (%r15,%r8,8)
ccmpneb {dfv=zf} %bpl, %r12b
ccmpneb {dfv=zf} foo(%rip), %r12b
ccmpneb {dfv=zf} %bpl, foo(%rip)
ccmpneb {dfv=zf} $0, %r12b
ccmpneb {dfv=zf} $127, foo(%rip)
ctestneb {dfv=zf} %bpl, %r12b
ctestneb {dfv=zf} %bpl, foo(%rip)
ctestneb {dfv=zf} $0, %r12b
ctestneb {dfv=zf} $127, foo(%rip)
ccmpnew {dfv=cf} %si, %r13w
ccmpnew {dfv=cf} -1(%r12), %r13w
ccmpnew {dfv=cf} %si, -1(%r12)
ccmpnew {dfv=cf} $-128, %r13w
ccmpnew {dfv=cf} $-129, -1(%r12)
ctestnew {dfv=cf} %si, %r13w
ctestnew {dfv=cf} %si, -1(%r12)
ctestnew {dfv=cf} $-128, %r13w
ctestnew {dfv=cf} $-129, -1(%r12)
ccmpnel {dfv=of,sf,zf,cf} %edi, %r14d
ccmpnel {dfv=of,sf,zf,cf} 0, %r14d
ccmpnel {dfv=of,sf,zf,cf} %edi, 0
ccmpnel {dfv=of,sf,zf,cf} $127, %r14d
ccmpnel {dfv=of,sf,zf,cf} $0x7fffffff, 0
ctestnel {dfv=of,sf,zf,cf} %edi, %r14d
ctestnel {dfv=of,sf,zf,cf} %edi, 0
ctestnel {dfv=of,sf,zf,cf} $127, %r14d
ctestnel {dfv=of,sf,zf,cf} $0x7fffffff, 0
ccmpneq {dfv=cf,of} %r8, %r15
ccmpneq {dfv=cf,of} 128(%rax,%rax), %r15
ccmpneq {dfv=cf,of} %r8, 128(%rax,%rax)
ccmpneq {dfv=cf,of} $128, %r15
ccmpneq {dfv=cf,of} $-0x80000000, 128(%rax,%rax)
ctestneq {dfv=cf,of} %r8, %r15
ctestneq {dfv=cf,of} %r8, 128(%rax,%rax)
ctestneq {dfv=cf,of} $128, %r15
ctestneq {dfv=cf,of} $-0x80000000, 128(%rax,%rax)
ccmpbeb {DFV=ZF,SF} %r9b, %al
ccmpbeb {DFV=ZF,SF} (%rsi), %al
ccmpbeb {DFV=ZF,SF} %r9b, (%rsi)
ccmpbeb {DFV=ZF,SF} $-128, %al
ccmpbeb {DFV=ZF,SF} $0, (%rsi)
ctestbeb {DFV=ZF,SF} %r9b, %al
ctestbeb {DFV=ZF,SF} %r9b, (%rsi)
ctestbeb {DFV=ZF,SF} $-128, %al
ctestbeb {DFV=ZF,SF} $0, (%rsi)
ccmpbew { dfv = of , cf } %r10w, %cx
ccmpbew { dfv = of , cf } 0x7f(%rdi,%r9,2), %cx
ccmpbew { dfv = of , cf } %r10w, 0x7f(%rdi,%r9,2)
ccmpbew { dfv = of , cf } $32767, %cx
ccmpbew { dfv = of , cf } $foo, 0x7f(%rdi,%r9,2)
ctestbew { dfv = of , cf } %r10w, %cx
ctestbew { dfv = of , cf } %r10w, 0x7f(%rdi,%r9,2)
ctestbew { dfv = of , cf } $32767, %cx
ctestbew { dfv = of , cf } $foo, 0x7f(%rdi,%r9,2)
ccmpbel {dfv=} %r11d, %edx
ccmpbel {dfv=} -128(%rbx), %edx
ccmpbel {dfv=} %r11d, -128(%rbx)
ccmpbel {dfv=} $-0x80000000, %edx
ccmpbel {dfv=} $0, -128(%rbx)
ctestbel {dfv=} %r11d, %edx
ctestbel {dfv=} %r11d, -128(%rbx)
ctestbel {dfv=} $-0x80000000, %edx
ctestbel {dfv=} $0, -128(%rbx)
ccmpbeq {dfv=of} %r12, %rbx
ccmpbeq {dfv=of} %fs:(%rax), %rbx
ccmpbeq {dfv=of} %r12, %fs:(%rax)
ccmpbeq {dfv=of} $-1, %rbx
ccmpbeq {dfv=of} $1, %fs:(%rax)
ctestbeq {dfv=of} %r12, %rbx
ctestbeq {dfv=of} %r12, %fs:(%rax)
ctestbeq {dfv=of} $-1, %rbx
ctestbeq {dfv=of} $1, %fs:(%rax)
ccmpab {dfv=sf} %r13b, %spl
ccmpab {dfv=sf} 256(,%r14,1), %spl
ccmpab {dfv=sf} %r13b, 256(,%r14,1)
ccmpab {dfv=sf} $1, %spl
ccmpab {dfv=sf} $-128, 256(,%r14,1)
ctestab {dfv=sf} %r13b, %spl
ctestab {dfv=sf} %r13b, 256(,%r14,1)
ctestab {dfv=sf} $1, %spl
ctestab {dfv=sf} $-128, 256(,%r14,1)
ccmpaw {dfv=zf} %r14w, %bp
ccmpaw {dfv=zf} (%ecx), %bp
ccmpaw {dfv=zf} %r14w, (%ecx)
ccmpaw {dfv=zf} $0, %bp
ccmpaw {dfv=zf} $127, (%ecx)
ctestaw {dfv=zf} %r14w, %bp
ctestaw {dfv=zf} %r14w, (%ecx)
ctestaw {dfv=zf} $0, %bp
ctestaw {dfv=zf} $127, (%ecx)
ccmpal {dfv=cf} %r15d, %esi
ccmpal {dfv=cf} 4(%r11d,%eax,4), %esi
ccmpal {dfv=cf} %r15d, 4(%r11d,%eax,4)
ccmpal {dfv=cf} $1, %esi
ccmpal {dfv=cf} $128, 4(%r11d,%eax,4)
ctestal {dfv=cf} %r15d, %esi
ctestal {dfv=cf} %r15d, 4(%r11d,%eax,4)
ctestal {dfv=cf} $1, %esi
ctestal {dfv=cf} $128, 4(%r11d,%eax,4)
ccmpaq {dfv=of,sf,zf,cf} %rax, %rdi
ccmpaq {dfv=of,sf,zf,cf} (%rax), %rdi
ccmpaq {dfv=of,sf,zf,cf} %rax, (%rax)
ccmpaq {dfv=of,sf,zf,cf} $-128, %rdi
ccmpaq {dfv=of,sf,zf,cf} $-129, (%rax)
ctestaq {dfv=of,sf,zf,cf} %rax, %rdi
ctestaq {dfv=of,sf,zf,cf} %rax, (%rax)
ctestaq {dfv=of,sf,zf,cf} $-128, %rdi
ctestaq {dfv=of,sf,zf,cf} $-129, (%rax)
ccmpsb {dfv=cf,of} %cl, %r8b
ccmpsb {dfv=cf,of} 8(%rbp), %r8b
ccmpsb {dfv=cf,of} %cl, 8(%rbp)
ccmpsb {dfv=cf,of} $255, %r8b
ccmpsb {dfv=cf,of} $1, 8(%rbp)
ctestsb {dfv=cf,of} %cl, %r8b
ctestsb {dfv=cf,of} %cl, 8(%rbp)
ctestsb {dfv=cf,of} $255, %r8b
ctestsb {dfv=cf,of} $1, 8(%rbp)
ccmpsw {DFV=ZF,SF} %dx, %r9w
ccmpsw {DFV=ZF,SF} -129(%rsp,%rcx,4), %r9w
ccmpsw {DFV=ZF,SF} %dx, -129(%rsp,%rcx,4)
ccmpsw {DFV=ZF,SF} $128, %r9w
ccmpsw {DFV=ZF,SF} $-32768, -129(%rsp,%rcx,4)
ctestsw {DFV=ZF,SF} %dx, %r9w
ctestsw {DFV=ZF,SF} %dx, -129(%rsp,%rcx,4)
ctestsw {DFV=ZF,SF} $128, %r9w
ctestsw {DFV=ZF,SF} $-32768, -129(%rsp,%rcx,4)
ccmpsl { dfv = of , cf } %ebx, %r10d
ccmpsl { dfv = of , cf } 0x12345678(%r13), %r10d
ccmpsl { dfv = of , cf } %ebx, 0x12345678(%r13)
ccmpsl { dfv = of , cf } $-129, %r10d
ccmpsl { dfv = of , cf } $0xffffffff, 0x12345678(%r13)
ctestsl { dfv = of , cf } %ebx, %r10d
ctestsl { dfv = of , cf } %ebx, 0x12345678(%r13)
ctestsl { dfv = of , cf } $-129, %r10d
ctestsl { dfv = of , cf } $0xffffffff, 0x12345678(%r13)
ccmpsq {dfv=} %rsp, %r11
ccmpsq {dfv=} (%r15,%r8,8), %r11
ccmpsq {dfv=} %rsp, (%r15,%r8,8)
ccmpsq {dfv=} $0x7fffffff, %r11
ccmpsq {dfv=} $foo, (%r15,%r8,8)
ctestsq {dfv=} %rsp, %r11
ctestsq {dfv=} %rsp, (%r15,%r8,8)
ctestsq {dfv=} $0x7fffffff, %r11
ctestsq {dfv=} $foo, (%r15,%r8,8)
ccmpnsb {dfv=of} %bpl, %r12b
ccmpnsb {dfv=of} foo(%rip), %r12b
ccmpnsb {dfv=of} %bpl, foo(%rip)
ccmpnsb {dfv=of} $-1, %r12b
ccmpnsb {dfv=of} $255, foo(%rip)
ctestnsb {dfv=of} %bpl, %r12b
ctestnsb {dfv=of} %bpl, foo(%rip)
ctestnsb {dfv=of} $-1, %r12b
ctestnsb {dfv=of} $255, foo(%rip)
ccmpnsw {dfv=sf} %si, %r13w
ccmpnsw {dfv=sf} -1(%r12), %r13w
ccmpnsw {dfv=sf} %si, -1(%r12)
ccmpnsw {dfv=sf} $0xffff, %r13w
ccmpnsw {dfv=sf} $1, -1(%r12)
ctestnsw {dfv=sf} %si, %r13w
ctestnsw {dfv=sf} %si, -1(%r12)
ctestnsw {dfv=sf} $0xffff, %r13w
ctestnsw {dfv=sf} $1, -1(%r12)
ccmpnsl {dfv=zf} %edi, %r14d
ccmpnsl {dfv=zf} 0, %r14d
ccmpnsl {dfv=zf} %edi, 0
ccmpnsl {dfv=zf} $foo, %r14d
ccmpnsl {dfv=zf} $-128, 0
ctestnsl {dfv=zf} %edi, %r14d
ctestnsl {dfv=zf} %edi, 0
ctestnsl {dfv=zf} $foo, %r14d
ctestnsl {dfv=zf} $-128, 0
ccmpnsq {dfv=cf} %r8, %r15
ccmpnsq {dfv=cf} 128(%rax,%rax), %r15
ccmpnsq {dfv=cf} %r8, 128(%rax,%rax)
ccmpnsq {dfv=cf} $0, %r15
ccmpnsq {dfv=cf} $127, 128(%rax,%rax)
ctestnsq {dfv=cf} %r8, %r15
ctestnsq {dfv=cf} %r8, 128(%rax,%rax)
ctestnsq {dfv=cf} $0, %r15
ctestnsq {dfv=cf} $127, 128(%rax,%rax)
ccmptb {dfv=of,sf,zf,cf} %r9b, %al
ccmptb {dfv=of,sf,zf,cf} (%rsi), %al
ccmptb {dfv=of,sf,zf,cf} %r9b, (%rsi)
ccmptb {dfv=of,sf,zf,cf} $foo, %al
ccmptb {dfv=of,sf,zf,cf} $-1, (%rsi)
ctesttb {dfv=of,sf,zf,cf} %r9b, %al
ctesttb {dfv=of,sf,zf,cf} %r9b, (%rsi)
ctesttb {dfv=of,sf,zf,cf} $foo, %al
ctesttb {dfv=of,sf,zf,cf} $-1, (%rsi)
ccmptw {dfv=cf,of} %r10w, %cx
ccmptw {dfv=cf,of} 0x7f(%rdi,%r9,2), %cx
ccmptw {dfv=cf,of} %r10w, 0x7f(%rdi,%r9,2)
ccmptw {dfv=cf,of} $-128, %cx
ccmptw {dfv=cf,of} $-129, 0x7f(%rdi,%r9,2)
ctesttw {dfv=cf,of} %r10w, %cx
ctesttw {dfv=cf,of} %r10w, 0x7f(%rdi,%r9,2)
ctesttw {dfv=cf,of} $-128, %cx
ctesttw {dfv=cf,of} $-129, 0x7f(%rdi,%r9,2)
ccmptl {DFV=ZF,SF} %r11d, %edx
ccmptl {DFV=ZF,SF} -128(%rbx), %edx
ccmptl {DFV=ZF,SF} %r11d, -128(%rbx)
ccmptl {DFV=ZF,SF} $127, %edx
ccmptl {DFV=ZF,SF} $0x7fffffff, -128(%rbx)
ctesttl {DFV=ZF,SF} %r11d, %edx
ctesttl {DFV=ZF,SF} %r11d, -128(%rbx)
ctesttl {DFV=ZF,SF} $127, %edx
ctesttl {DFV=ZF,SF} $0x7fffffff, -128(%rbx)
ccmptq { dfv = of , cf } %r12, %rbx
ccmptq { dfv = of , cf } %fs:(%rax), %rbx
ccmptq { dfv = of , cf } %r12, %fs:(%rax)
ccmptq { dfv = of , cf } $128, %rbx
ccmptq { dfv = of , cf } $-0x80000000, %fs:(%rax)
ctesttq { dfv = of , cf } %r12, %rbx
ctesttq { dfv = of , cf } %r12, %fs:(%rax)
ctesttq { dfv = of , cf } $128, %rbx
ctesttq { dfv = of , cf } $-0x80000000, %fs:(%rax)
ccmpfb {dfv=} %r13b, %spl
ccmpfb {dfv=} 256(,%r14,1), %spl
ccmpfb {dfv=} %r13b, 256(,%r14,1)
ccmpfb {dfv=} $127, %spl
ccmpfb {dfv=} $foo, 256(,%r14,1)
ctestfb {dfv=} %r13b, %spl
ctestfb {dfv=} %r13b, 256(,%r14,1)
ctestfb {dfv=} $127, %spl
ctestfb {dfv=} $foo, 256(,%r14,1)
ccmpfw {dfv=of} %r14w, %bp
ccmpfw {dfv=of} (%ecx), %bp
ccmpfw {dfv=of} %r14w, (%ecx)
ccmpfw {dfv=of} $32767, %bp
ccmpfw {dfv=of} $foo, (%ecx)
ctestfw {dfv=of} %r14w, %bp
ctestfw {dfv=of} %r14w, (%ecx)
ctestfw {dfv=of} $32767, %bp
ctestfw {dfv=of} $foo, (%ecx)
ccmpfl {dfv=sf} %r15d, %esi
ccmpfl {dfv=sf} 4(%r11d,%eax,4), %esi
ccmpfl {dfv=sf} %r15d, 4(%r11d,%eax,4)
ccmpfl {dfv=sf} $-0x80000000, %esi
ccmpfl {dfv=sf} $0, 4(%r11d,%eax,4)
ctestfl {dfv=sf} %r15d, %esi
ctestfl {dfv=sf} %r15d, 4(%r11d,%eax,4)
ctestfl {dfv=sf} $-0x80000000, %esi
ctestfl {dfv=sf} $0, 4(%r11d,%eax,4)
ccmpfq {dfv=zf} %rax, %rdi
ccmpfq {dfv=zf} (%rax), %rdi
ccmpfq {dfv=zf} %rax, (%rax)
ccmpfq {dfv=zf} $-1, %rdi
ccmpfq {dfv=zf} $1, (%rax)
ctestfq {dfv=zf} %rax, %rdi
ctestfq {dfv=zf} %rax, (%rax)
ctestfq {dfv=zf} $-1, %rdi
ctestfq {dfv=zf} $1, (%rax)
ccmplb {dfv=cf} %cl, %r8b
ccmplb {dfv=cf} 8(%rbp), %r8b
ccmplb {dfv=cf} %cl, 8(%rbp)
ccmplb {dfv=cf} $0, %r8b
ccmplb {dfv=cf} $127, 8(%rbp)
ctestlb {dfv=cf} %cl, %r8b
ctestlb {dfv=cf} %cl, 8(%rbp)
ctestlb {dfv=cf} $0, %r8b
ctestlb {dfv=cf} $127, 8(%rbp)
ccmplw {dfv=of,sf,zf,cf} %dx, %r9w
ccmplw {dfv=of,sf,zf,cf} -129(%rsp,%rcx,4), %r9w
ccmplw {dfv=of,sf,zf,cf} %dx, -129(%rsp,%rcx,4)
ccmplw {dfv=of,sf,zf,cf} $0, %r9w
ccmplw {dfv=of,sf,zf,cf} $127, -129(%rsp,%rcx,4)
ctestlw {dfv=of,sf,zf,cf} %dx, %r9w
ctestlw {dfv=of,sf,zf,cf} %dx, -129(%rsp,%rcx,4)
ctestlw {dfv=of,sf,zf,cf} $0, %r9w
ctestlw {dfv=of,sf,zf,cf} $127, -129(%rsp,%rcx,4)
ccmpll {dfv=cf,of} %ebx, %r10d
ccmpll {dfv=cf,of} 0x12345678(%r13), %r10d
ccmpll {dfv=cf,of} %ebx, 0x12345678(%r13)
ccmpll {dfv=cf,of} $1, %r10d
ccmpll {dfv=cf,of} $128, 0x12345678(%r13)
ctestll {dfv=cf,of} %ebx, %r10d
ctestll {dfv=cf,of} %ebx, 0x12345678(%r13)
ctestll {dfv=cf,of} $1, %r10d
ctestll {dfv=cf,of} $128, 0x12345678(%r13)
ccmplq {DFV=ZF,SF} %rsp, %r11
ccmplq {DFV=ZF,SF} (%r15,%r8,8), %r11
ccmplq {DFV=ZF,SF} %rsp, (%r15,%r8,8)
ccmplq {DFV=ZF,SF} $-128, %r11
ccmplq {DFV=ZF,SF} $-129, (%r15,%r8,8)
ctestlq {DFV=ZF,SF} %rsp, %r11
ctestlq {DFV=ZF,SF} %rsp, (%r15,%r8,8)
ctestlq {DFV=ZF,SF} $-128, %r11
ctestlq {DFV=ZF,SF} $-129, (%r15,%r8,8)
ccmpgeb { dfv = of , cf } %bpl, %r12b
ccmpgeb { dfv = of , cf } foo(%rip), %r12b
ccmpgeb { dfv = of , cf } %bpl, foo(%rip)
ccmpgeb { dfv = of , cf } $-128, %r12b
ccmpgeb { dfv = of , cf } $0, foo(%rip)
ctestgeb { dfv = of , cf } %bpl, %r12b
ctestgeb { dfv = of , cf } %bpl, foo(%rip)
ctestgeb { dfv = of , cf } $-128, %r12b
ctestgeb { dfv = of , cf } $0, foo(%rip)
ccmpgew {dfv=} %si, %r13w
ccmpgew {dfv=} -1(%r12), %r13w
ccmpgew {dfv=} %si, -1(%r12)
ccmpgew {dfv=} $128, %r13w
ccmpgew {dfv=} $-32768, -1(%r12)
ctestgew {dfv=} %si, %r13w
ctestgew {dfv=} %si, -1(%r12)
ctestgew {dfv=} $128, %r13w
ctestgew {dfv=} $-32768, -1(%r12)
ccmpgel {dfv=of} %edi, %r14d
ccmpgel {dfv=of} 0, %r14d
ccmpgel {dfv=of} %edi, 0
ccmpgel {dfv=of} $-129, %r14d
ccmpgel {dfv=of} $0xffffffff, 0
ctestgel {dfv=of} %edi, %r14d
ctestgel {dfv=of} %edi, 0
ctestgel {dfv=of} $-129, %r14d
ctestgel {dfv=of} $0xffffffff, 0
ccmpgeq {dfv=sf} %r8, %r15
ccmpgeq {dfv=sf} 128(%rax,%rax), %r15
ccmpgeq {dfv=sf} %r8, 128(%rax,%rax)
ccmpgeq {dfv=sf} $0x7fffffff, %r15
ccmpgeq {dfv=sf} $foo, 128(%rax,%rax)
ctestgeq {dfv=sf} %r8, %r15
ctestgeq {dfv=sf} %r8, 128(%rax,%rax)
ctestgeq {dfv=sf} $0x7fffffff, %r15
ctestgeq {dfv=sf} $foo, 128(%rax,%rax)
ccmpleb {dfv=zf} %r9b, %al
ccmpleb {dfv=zf} (%rsi), %al
ccmpleb {dfv=zf} %r9b, (%rsi)
ccmpleb {dfv=zf} $1, %al
ccmpleb {dfv=zf} $-128, (%rsi)
ctestleb {dfv=zf} %r9b, %al
ctestleb {dfv=zf} %r9b, (%rsi)
ctestleb {dfv=zf} $1, %al
ctestleb {dfv=zf} $-128, (%rsi)
ccmplew {dfv=cf} %r10w, %cx
ccmplew {dfv=cf} 0x7f(%rdi,%r9,2), %cx
ccmplew {dfv=cf} %r10w, 0x7f(%rdi,%r9,2)
ccmplew {dfv=cf} $0xffff, %cx
ccmplew {dfv=cf} $1, 0x7f(%rdi,%r9,2)
ctestlew {dfv=cf} %r10w, %cx
ctestlew {dfv=cf} %r10w, 0x7f(%rdi,%r9,2)
ctestlew {dfv=cf} $0xffff, %cx
ctestlew {dfv=cf} $1, 0x7f(%rdi,%r9,2)
ccmplel {dfv=of,sf,zf,cf} %r11d, %edx
ccmplel {dfv=of,sf,zf,cf} -128(%rbx), %edx
ccmplel {dfv=of,sf,zf,cf} %r11d, -128(%rbx)
ccmplel {dfv=of,sf,zf,cf} $foo, %edx
ccmplel {dfv=of,sf,zf,cf} $-128, -128(%rbx)
ctestlel {dfv=of,sf,zf,cf} %r11d, %edx
ctestlel {dfv=of,sf,zf,cf} %r11d, -128(%rbx)
ctestlel {dfv=of,sf,zf,cf} $foo, %edx
ctestlel {dfv=of,sf,zf,cf} $-128, -128(%rbx)
ccmpleq {dfv=cf,of} %r12, %rbx
ccmpleq {dfv=cf,of} %fs:(%rax), %rbx
ccmpleq {dfv=cf,of} %r12, %fs:(%rax)
ccmpleq {dfv=cf,of} $0, %rbx
ccmpleq {dfv=cf,of} $127, %fs:(%rax)
ctestleq {dfv=cf,of} %r12, %rbx
ctestleq {dfv=cf,of} %r12, %fs:(%rax)
ctestleq {dfv=cf,of} $0, %rbx
ctestleq {dfv=cf,of} $127, %fs:(%rax)
ccmpgb {DFV=ZF,SF} %r13b, %spl
ccmpgb {DFV=ZF,SF} 256(,%r14,1), %spl
ccmpgb {DFV=ZF,SF} %r13b, 256(,%r14,1)
ccmpgb {DFV=ZF,SF} $255, %spl
ccmpgb {DFV=ZF,SF} $1, 256(,%r14,1)
ctestgb {DFV=ZF,SF} %r13b, %spl
ctestgb {DFV=ZF,SF} %r13b, 256(,%r14,1)
ctestgb {DFV=ZF,SF} $255, %spl
ctestgb {DFV=ZF,SF} $1, 256(,%r14,1)
ccmpgw { dfv = of , cf } %r14w, %bp
ccmpgw { dfv = of , cf } (%ecx), %bp
ccmpgw { dfv = of , cf } %r14w, (%ecx)
ccmpgw { dfv = of , cf } $-128, %bp
ccmpgw { dfv = of , cf } $-129, (%ecx)
ctestgw { dfv = of , cf } %r14w, %bp
ctestgw { dfv = of , cf } %r14w, (%ecx)
ctestgw { dfv = of , cf } $-128, %bp
ctestgw { dfv = of , cf } $-129, (%ecx)
ccmpgl {dfv=} %r15d, %esi
ccmpgl {dfv=} 4(%r11d,%eax,4), %esi
ccmpgl {dfv=} %r15d, 4(%r11d,%eax,4)
ccmpgl {dfv=} $127, %esi
ccmpgl {dfv=} $0x7fffffff, 4(%r11d,%eax,4)
ctestgl {dfv=} %r15d, %esi
ctestgl {dfv=} %r15d, 4(%r11d,%eax,4)
ctestgl {dfv=} $127, %esi
ctestgl {dfv=} $0x7fffffff, 4(%r11d,%eax,4)
ccmpgq {dfv=of} %rax, %rdi
ccmpgq {dfv=of} (%rax), %rdi
ccmpgq {dfv=of} %rax, (%rax)
ccmpgq {dfv=of} $128, %rdi
ccmpgq {dfv=of} $-0x80000000, (%rax)
ctestgq {dfv=of} %rax, %rdi
ctestgq {dfv=of} %rax, (%rax)
ctestgq {dfv=of} $128, %rdi
ctestgq {dfv=of} $-0x80000000, (%rax)
# immediates at the edges of every size
ccmpeb {dfv=of} $0, %bl
ctestneb {dfv=cf} $0, %r9b
ccmpeb {dfv=of} $1, %bl
ctestneb {dfv=cf} $1, %r9b
ccmpeb {dfv=of} $-1, %bl
ctestneb {dfv=cf} $-1, %r9b
ccmpeb {dfv=of} $127, %bl
ctestneb {dfv=cf} $127, %r9b
ccmpeb {dfv=of} $-128, %bl
ctestneb {dfv=cf} $-128, %r9b
ccmpeb {dfv=of} $255, %bl
ctestneb {dfv=cf} $255, %r9b
ccmpeb {dfv=of} $foo, %bl
ctestneb {dfv=cf} $foo, %r9b
ccmpew {dfv=of} $0, %bx
ctestnew {dfv=cf} $0, %r9w
ccmpew {dfv=of} $1, %bx
ctestnew {dfv=cf} $1, %r9w
ccmpew {dfv=of} $-128, %bx
ctestnew {dfv=cf} $-128, %r9w
ccmpew {dfv=of} $127, %bx
ctestnew {dfv=cf} $127, %r9w
ccmpew {dfv=of} $128, %bx
ctestnew {dfv=cf} $128, %r9w
ccmpew {dfv=of} $-129, %bx
ctestnew {dfv=cf} $-129, %r9w
ccmpew {dfv=of} $32767, %bx
ctestnew {dfv=cf} $32767, %r9w
ccmpew {dfv=of} $-32768, %bx
ctestnew {dfv=cf} $-32768, %r9w
ccmpew {dfv=of} $0xffff, %bx
ctestnew {dfv=cf} $0xffff, %r9w
ccmpew {dfv=of} $foo, %bx
ctestnew {dfv=cf} $foo, %r9w
ccmpel {dfv=of} $0, %ebx
ctestnel {dfv=cf} $0, %r9d
ccmpel {dfv=of} $1, %ebx
ctestnel {dfv=cf} $1, %r9d
ccmpel {dfv=of} $-128, %ebx
ctestnel {dfv=cf} $-128, %r9d
ccmpel {dfv=of} $127, %ebx
ctestnel {dfv=cf} $127, %r9d
ccmpel {dfv=of} $128, %ebx
ctestnel {dfv=cf} $128, %r9d
ccmpel {dfv=of} $-129, %ebx
ctestnel {dfv=cf} $-129, %r9d
ccmpel {dfv=of} $0x7fffffff, %ebx
ctestnel {dfv=cf} $0x7fffffff, %r9d
ccmpel {dfv=of} $-0x80000000, %ebx
ctestnel {dfv=cf} $-0x80000000, %r9d
ccmpel {dfv=of} $0xffffffff, %ebx
ctestnel {dfv=cf} $0xffffffff, %r9d
ccmpel {dfv=of} $foo, %ebx
ctestnel {dfv=cf} $foo, %r9d
ccmpeq {dfv=of} $0, %rbx
ctestneq {dfv=cf} $0, %r9
ccmpeq {dfv=of} $1, %rbx
ctestneq {dfv=cf} $1, %r9
ccmpeq {dfv=of} $-128, %rbx
ctestneq {dfv=cf} $-128, %r9
ccmpeq {dfv=of} $127, %rbx
ctestneq {dfv=cf} $127, %r9
ccmpeq {dfv=of} $128, %rbx
ctestneq {dfv=cf} $128, %r9
ccmpeq {dfv=of} $-129, %rbx
ctestneq {dfv=cf} $-129, %r9
ccmpeq {dfv=of} $0x7fffffff, %rbx
ctestneq {dfv=cf} $0x7fffffff, %r9
ccmpeq {dfv=of} $-0x80000000, %rbx
ctestneq {dfv=cf} $-0x80000000, %r9
ccmpeq {dfv=of} $-1, %rbx
ctestneq {dfv=cf} $-1, %r9
ccmpeq {dfv=of} $foo, %rbx
ctestneq {dfv=cf} $foo, %r9
# without a suffix, sized by a register
ccmpe {dfv=of} %al, %bl
ccmpne {dfv=zf} %rax, (%rbx)
ctestl {dfv=} $5, %ecx
ccmpt {dfv=sf} $1, %r9w
# REX2: pushp and popp (the balanced push/pop hint), jmpabs
pushp %rax
popp %rax
pushp %rcx
popp %rcx
pushp %rdx
popp %rdx
pushp %rbx
popp %rbx
pushp %rsp
popp %rsp
pushp %rbp
popp %rbp
pushp %rsi
popp %rsi
pushp %rdi
popp %rdi
pushp %r8
popp %r8
pushp %r9
popp %r9
pushp %r10
popp %r10
pushp %r11
popp %r11
pushp %r12
popp %r12
pushp %r13
popp %r13
pushp %r14
popp %r14
pushp %r15
popp %r15
jmpabs $0
jmpabs $1
jmpabs $-1
jmpabs $0x7fffffff
jmpabs $0x80000000
jmpabs $0xffffffffffffffff
jmpabs $-0x8000000000000000
jmpabs $foo
jmpabs $foo+8
# New data destination: add, or, adc, sbb, and, sub, xor with the result in a third register
addb %cl, %sil, %r10b
addb 8(%rbp), %sil, %r10b
addb %cl, 8(%rbp), %r10b
addb $1, %sil, %r10b
addb $255, 8(%rbp), %r10b
addb %dl, %dil, %r11b
addb -129(%rsp,%rcx,4), %dil, %r11b
addb %dl, -129(%rsp,%rcx,4), %r11b
addb $-1, %dil, %r11b
addb $foo, -129(%rsp,%rcx,4), %r11b
addb %bl, %r8b, %r12b
addb 0x12345678(%r13), %r8b, %r12b
addb %bl, 0x12345678(%r13), %r12b
addb $127, %r8b, %r12b
addb $0, 0x12345678(%r13), %r12b
addw %sp, %r9w, %r13w
addw (%r15,%r8,8), %r9w, %r13w
addw %sp, (%r15,%r8,8), %r13w
addw $128, %r9w, %r13w
addw $0xffff, (%r15,%r8,8), %r13w
addw %bp, %r10w, %r14w
addw foo(%rip), %r10w, %r14w
addw %bp, foo(%rip), %r14w
addw $-129, %r10w, %r14w
addw $foo, foo(%rip), %r14w
addw %si, %r11w, %r15w
addw -1(%r12), %r11w, %r15w
addw %si, -1(%r12), %r15w
addw $32767, %r11w, %r15w
addw $0, -1(%r12), %r15w
addl %edi, %r12d, %eax
addl 0, %r12d, %eax
addl %edi, 0, %eax
addl $-0x80000000, %r12d, %eax
addl $1, 0, %eax
addl %r8d, %r13d, %ecx
addl 128(%rax,%rax), %r13d, %ecx
addl %r8d, 128(%rax,%rax), %ecx
addl $0xffffffff, %r13d, %ecx
addl $-128, 128(%rax,%rax), %ecx
addl %r9d, %r14d, %edx
addl (%rsi), %r14d, %edx
addl %r9d, (%rsi), %edx
addl $foo, %r14d, %edx
addl $127, (%rsi), %edx
addq %r10, %r15, %rbx
addq 0x7f(%rdi,%r9,2), %r15, %rbx
addq %r10, 0x7f(%rdi,%r9,2), %rbx
addq $0, %r15, %rbx
addq $128, 0x7f(%rdi,%r9,2), %rbx
addq %r11, %rax, %rsp
addq -128(%rbx), %rax, %rsp
addq %r11, -128(%rbx), %rsp
addq $1, %rax, %rsp
addq $-129, -128(%rbx), %rsp
addq %r12, %rcx, %rbp
addq %fs:(%rax), %rcx, %rbp
addq %r12, %fs:(%rax), %rbp
addq $-128, %rcx, %rbp
addq $0x7fffffff, %fs:(%rax), %rbp
orb %r13b, %dl, %sil
orb 256(,%r14,1), %dl, %sil
orb %r13b, 256(,%r14,1), %sil
orb $foo, %dl, %sil
orb $127, 256(,%r14,1), %sil
orb %r14b, %bl, %dil
orb (%ecx), %bl, %dil
orb %r14b, (%ecx), %dil
orb $0, %bl, %dil
orb $-128, (%ecx), %dil
orb %r15b, %spl, %r8b
orb 4(%r11d,%eax,4), %spl, %r8b
orb %r15b, 4(%r11d,%eax,4), %r8b
orb $1, %spl, %r8b
orb $255, 4(%r11d,%eax,4), %r8b
orw %ax, %bp, %r9w
orw (%rax), %bp, %r9w
orw %ax, (%rax), %r9w
orw $32767, %bp, %r9w
orw $0, (%rax), %r9w
orw %cx, %si, %r10w
orw 8(%rbp), %si, %r10w
orw %cx, 8(%rbp), %r10w
orw $-32768, %si, %r10w
orw $1, 8(%rbp), %r10w
orw %dx, %di, %r11w
orw -129(%rsp,%rcx,4), %di, %r11w
orw %dx, -129(%rsp,%rcx,4), %r11w
orw $0xffff, %di, %r11w
orw $-128, -129(%rsp,%rcx,4), %r11w
orl %ebx, %r8d, %r12d
orl 0x12345678(%r13), %r8d, %r12d
orl %ebx, 0x12345678(%r13), %r12d
orl $foo, %r8d, %r12d
orl $127, 0x12345678(%r13), %r12d
orl %esp, %r9d, %r13d
orl (%r15,%r8,8), %r9d, %r13d
orl %esp, (%r15,%r8,8), %r13d
orl $0, %r9d, %r13d
orl $128, (%r15,%r8,8), %r13d
orl %ebp, %r10d, %r14d
orl foo(%rip), %r10d, %r14d
orl %ebp, foo(%rip), %r14d
orl $1, %r10d, %r14d
orl $-129, foo(%rip), %r14d
orq %rsi, %r11, %r15
orq -1(%r12), %r11, %r15
orq %rsi, -1(%r12), %r15
orq $-128, %r11, %r15
orq $0x7fffffff, -1(%r12), %r15
orq %rdi, %r12, %rax
orq 0, %r12, %rax
orq %rdi, 0, %rax
orq $127, %r12, %rax
orq $-0x80000000, 0, %rax
orq %r8, %r13, %rcx
orq 128(%rax,%rax), %r13, %rcx
orq %r8, 128(%rax,%rax), %rcx
orq $128, %r13, %rcx
orq $-1, 128(%rax,%rax), %rcx
adcb %r9b, %r14b, %dl
adcb (%rsi), %r14b, %dl
adcb %r9b, (%rsi), %dl
adcb $-128, %r14b, %dl
adcb $1, (%rsi), %dl
adcb %r10b, %r15b, %bl
adcb 0x7f(%rdi,%r9,2), %r15b, %bl
adcb %r10b, 0x7f(%rdi,%r9,2), %bl
adcb $255, %r15b, %bl
adcb $-1, 0x7f(%rdi,%r9,2), %bl
adcb %r11b, %al, %spl
adcb -128(%rbx), %al, %spl
adcb %r11b, -128(%rbx), %spl
adcb $foo, %al, %spl
adcb $127, -128(%rbx), %spl
adcw %r12w, %cx, %bp
adcw %fs:(%rax), %cx, %bp
adcw %r12w, %fs:(%rax), %bp
adcw $0xffff, %cx, %bp
adcw $-128, %fs:(%rax), %bp
adcw %r13w, %dx, %si
adcw 256(,%r14,1), %dx, %si
adcw %r13w, 256(,%r14,1), %si
adcw $foo, %dx, %si
adcw $127, 256(,%r14,1), %si
adcw %r14w, %bx, %di
adcw (%ecx), %bx, %di
adcw %r14w, (%ecx), %di
adcw $0, %bx, %di
adcw $128, (%ecx), %di
adcl %r15d, %esp, %r8d
adcl 4(%r11d,%eax,4), %esp, %r8d
adcl %r15d, 4(%r11d,%eax,4), %r8d
adcl $1, %esp, %r8d
adcl $-129, 4(%r11d,%eax,4), %r8d
adcl %eax, %ebp, %r9d
adcl (%rax), %ebp, %r9d
adcl %eax, (%rax), %r9d
adcl $-128, %ebp, %r9d
adcl $0x7fffffff, (%rax), %r9d
adcl %ecx, %esi, %r10d
adcl 8(%rbp), %esi, %r10d
adcl %ecx, 8(%rbp), %r10d
adcl $127, %esi, %r10d
adcl $-0x80000000, 8(%rbp), %r10d
adcq %rdx, %rdi, %r11
adcq -129(%rsp,%rcx,4), %rdi, %r11
adcq %rdx, -129(%rsp,%rcx,4), %r11
adcq $128, %rdi, %r11
adcq $-1, -129(%rsp,%rcx,4), %r11
adcq %rbx, %r8, %r12
adcq 0x12345678(%r13), %r8, %r12
adcq %rbx, 0x12345678(%r13), %r12
adcq $-129, %r8, %r12
adcq $foo, 0x12345678(%r13), %r12
adcq %rsp, %r9, %r13
adcq (%r15,%r8,8), %r9, %r13
adcq %rsp, (%r15,%r8,8), %r13
adcq $0x7fffffff, %r9, %r13
adcq $0, (%r15,%r8,8), %r13
sbbb %bpl, %r10b, %r14b
sbbb foo(%rip), %r10b, %r14b
sbbb %bpl, foo(%rip), %r14b
sbbb $-1, %r10b, %r14b
sbbb $foo, foo(%rip), %r14b
sbbb %sil, %r11b, %r15b
sbbb -1(%r12), %r11b, %r15b
sbbb %sil, -1(%r12), %r15b
sbbb $127, %r11b, %r15b
sbbb $0, -1(%r12), %r15b
sbbb %dil, %r12b, %al
sbbb 0, %r12b, %al
sbbb %dil, 0, %al
sbbb $-128, %r12b, %al
sbbb $1, 0, %al
sbbw %r8w, %r13w, %cx
sbbw 128(%rax,%rax), %r13w, %cx
sbbw %r8w, 128(%rax,%rax), %cx
sbbw $0, %r13w, %cx
sbbw $128, 128(%rax,%rax), %cx
sbbw %r9w, %r14w, %dx
sbbw (%rsi), %r14w, %dx
sbbw %r9w, (%rsi), %dx
sbbw $1, %r14w, %dx
sbbw $-129, (%rsi), %dx
sbbw %r10w, %r15w, %bx
sbbw 0x7f(%rdi,%r9,2), %r15w, %bx
sbbw %r10w, 0x7f(%rdi,%r9,2), %bx
sbbw $-128, %r15w, %bx
sbbw $32767, 0x7f(%rdi,%r9,2), %bx
sbbl %r11d, %eax, %esp
sbbl -128(%rbx), %eax, %esp
sbbl %r11d, -128(%rbx), %esp
sbbl $127, %eax, %esp
sbbl $-0x80000000, -128(%rbx), %esp
sbbl %r12d, %ecx, %ebp
sbbl %fs:(%rax), %ecx, %ebp
sbbl %r12d, %fs:(%rax), %ebp
sbbl $128, %ecx, %ebp
sbbl $0xffffffff, %fs:(%rax), %ebp
sbbl %r13d, %edx, %esi
sbbl 256(,%r14,1), %edx, %esi
sbbl %r13d, 256(,%r14,1), %esi
sbbl $-129, %edx, %esi
sbbl $foo, 256(,%r14,1), %esi
sbbq %r14, %rbx, %rdi
sbbq (%ecx), %rbx, %rdi
sbbq %r14, (%ecx), %rdi
sbbq $0x7fffffff, %rbx, %rdi
sbbq $0, (%ecx), %rdi
sbbq %r15, %rsp, %r8
sbbq 4(%r11d,%eax,4), %rsp, %r8
sbbq %r15, 4(%r11d,%eax,4), %r8
sbbq $-0x80000000, %rsp, %r8
sbbq $1, 4(%r11d,%eax,4), %r8
sbbq %rax, %rbp, %r9
sbbq (%rax), %rbp, %r9
sbbq %rax, (%rax), %r9
sbbq $-1, %rbp, %r9
sbbq $-128, (%rax), %r9
andb %cl, %sil, %r10b
andb 8(%rbp), %sil, %r10b
andb %cl, 8(%rbp), %r10b
andb $0, %sil, %r10b
andb $-128, 8(%rbp), %r10b
andb %dl, %dil, %r11b
andb -129(%rsp,%rcx,4), %dil, %r11b
andb %dl, -129(%rsp,%rcx,4), %r11b
andb $1, %dil, %r11b
andb $255, -129(%rsp,%rcx,4), %r11b
andb %bl, %r8b, %r12b
andb 0x12345678(%r13), %r8b, %r12b
andb %bl, 0x12345678(%r13), %r12b
andb $-1, %r8b, %r12b
andb $foo, 0x12345678(%r13), %r12b
andw %sp, %r9w, %r13w
andw (%r15,%r8,8), %r9w, %r13w
andw %sp, (%r15,%r8,8), %r13w
andw $-128, %r9w, %r13w
andw $32767, (%r15,%r8,8), %r13w
andw %bp, %r10w, %r14w
andw foo(%rip), %r10w, %r14w
andw %bp, foo(%rip), %r14w
andw $127, %r10w, %r14w
andw $-32768, foo(%rip), %r14w
andw %si, %r11w, %r15w
andw -1(%r12), %r11w, %r15w
andw %si, -1(%r12), %r15w
andw $128, %r11w, %r15w
andw $0xffff, -1(%r12), %r15w
andl %edi, %r12d, %eax
andl 0, %r12d, %eax
andl %edi, 0, %eax
andl $-129, %r12d, %eax
andl $foo, 0, %eax
andl %r8d, %r13d, %ecx
andl 128(%rax,%rax), %r13d, %ecx
andl %r8d, 128(%rax,%rax), %ecx
andl $0x7fffffff, %r13d, %ecx
andl $0, 128(%rax,%rax), %ecx
andl %r9d, %r14d, %edx
andl (%rsi), %r14d, %edx
andl %r9d, (%rsi), %edx
andl $-0x80000000, %r14d, %edx
andl $1, (%rsi), %edx
andq %r10, %r15, %rbx
andq 0x7f(%rdi,%r9,2), %r15, %rbx
andq %r10, 0x7f(%rdi,%r9,2), %rbx
andq $-1, %r15, %rbx
andq $-128, 0x7f(%rdi,%r9,2), %rbx
andq %r11, %rax, %rsp
andq -128(%rbx), %rax, %rsp
andq %r11, -128(%rbx), %rsp
andq $foo, %rax, %rsp
andq $127, -128(%rbx), %rsp
andq %r12, %rcx, %rbp
andq %fs:(%rax), %rcx, %rbp
andq %r12, %fs:(%rax), %rbp
andq $0, %rcx, %rbp
andq $128, %fs:(%rax), %rbp
subb %r13b, %dl, %sil
subb 256(,%r14,1), %dl, %sil
subb %r13b, 256(,%r14,1), %sil
subb $255, %dl, %sil
subb $-1, 256(,%r14,1), %sil
subb %r14b, %bl, %dil
subb (%ecx), %bl, %dil
subb %r14b, (%ecx), %dil
subb $foo, %bl, %dil
subb $127, (%ecx), %dil
subb %r15b, %spl, %r8b
subb 4(%r11d,%eax,4), %spl, %r8b
subb %r15b, 4(%r11d,%eax,4), %r8b
subb $0, %spl, %r8b
subb $-128, 4(%r11d,%eax,4), %r8b
subw %ax, %bp, %r9w
subw (%rax), %bp, %r9w
subw %ax, (%rax), %r9w
subw $128, %bp, %r9w
subw $0xffff, (%rax), %r9w
subw %cx, %si, %r10w
subw 8(%rbp), %si, %r10w
subw %cx, 8(%rbp), %r10w
subw $-129, %si, %r10w
subw $foo, 8(%rbp), %r10w
subw %dx, %di, %r11w
subw -129(%rsp,%rcx,4), %di, %r11w
subw %dx, -129(%rsp,%rcx,4), %r11w
subw $32767, %di, %r11w
subw $0, -129(%rsp,%rcx,4), %r11w
subl %ebx, %r8d, %r12d
subl 0x12345678(%r13), %r8d, %r12d
subl %ebx, 0x12345678(%r13), %r12d
subl $-0x80000000, %r8d, %r12d
subl $1, 0x12345678(%r13), %r12d
subl %esp, %r9d, %r13d
subl (%r15,%r8,8), %r9d, %r13d
subl %esp, (%r15,%r8,8), %r13d
subl $0xffffffff, %r9d, %r13d
subl $-128, (%r15,%r8,8), %r13d
subl %ebp, %r10d, %r14d
subl foo(%rip), %r10d, %r14d
subl %ebp, foo(%rip), %r14d
subl $foo, %r10d, %r14d
subl $127, foo(%rip), %r14d
subq %rsi, %r11, %r15
subq -1(%r12), %r11, %r15
subq %rsi, -1(%r12), %r15
subq $0, %r11, %r15
subq $128, -1(%r12), %r15
subq %rdi, %r12, %rax
subq 0, %r12, %rax
subq %rdi, 0, %rax
subq $1, %r12, %rax
subq $-129, 0, %rax
subq %r8, %r13, %rcx
subq 128(%rax,%rax), %r13, %rcx
subq %r8, 128(%rax,%rax), %rcx
subq $-128, %r13, %rcx
subq $0x7fffffff, 128(%rax,%rax), %rcx
xorb %r9b, %r14b, %dl
xorb (%rsi), %r14b, %dl
xorb %r9b, (%rsi), %dl
xorb $127, %r14b, %dl
xorb $0, (%rsi), %dl
xorb %r10b, %r15b, %bl
xorb 0x7f(%rdi,%r9,2), %r15b, %bl
xorb %r10b, 0x7f(%rdi,%r9,2), %bl
xorb $-128, %r15b, %bl
xorb $1, 0x7f(%rdi,%r9,2), %bl
xorb %r11b, %al, %spl
xorb -128(%rbx), %al, %spl
xorb %r11b, -128(%rbx), %spl
xorb $255, %al, %spl
xorb $-1, -128(%rbx), %spl
xorw %r12w, %cx, %bp
xorw %fs:(%rax), %cx, %bp
xorw %r12w, %fs:(%rax), %bp
xorw $32767, %cx, %bp
xorw $0, %fs:(%rax), %bp
xorw %r13w, %dx, %si
xorw 256(,%r14,1), %dx, %si
xorw %r13w, 256(,%r14,1), %si
xorw $-32768, %dx, %si
xorw $1, 256(,%r14,1), %si
xorw %r14w, %bx, %di
xorw (%ecx), %bx, %di
xorw %r14w, (%ecx), %di
xorw $0xffff, %bx, %di
xorw $-128, (%ecx), %di
xorl %r15d, %esp, %r8d
xorl 4(%r11d,%eax,4), %esp, %r8d
xorl %r15d, 4(%r11d,%eax,4), %r8d
xorl $foo, %esp, %r8d
xorl $127, 4(%r11d,%eax,4), %r8d
xorl %eax, %ebp, %r9d
xorl (%rax), %ebp, %r9d
xorl %eax, (%rax), %r9d
xorl $0, %ebp, %r9d
xorl $128, (%rax), %r9d
xorl %ecx, %esi, %r10d
xorl 8(%rbp), %esi, %r10d
xorl %ecx, 8(%rbp), %r10d
xorl $1, %esi, %r10d
xorl $-129, 8(%rbp), %r10d
xorq %rdx, %rdi, %r11
xorq -129(%rsp,%rcx,4), %rdi, %r11
xorq %rdx, -129(%rsp,%rcx,4), %r11
xorq $-128, %rdi, %r11
xorq $0x7fffffff, -129(%rsp,%rcx,4), %r11
xorq %rbx, %r8, %r12
xorq 0x12345678(%r13), %r8, %r12
xorq %rbx, 0x12345678(%r13), %r12
xorq $127, %r8, %r12
xorq $-0x80000000, 0x12345678(%r13), %r12
xorq %rsp, %r9, %r13
xorq (%r15,%r8,8), %r9, %r13
xorq %rsp, (%r15,%r8,8), %r13
xorq $128, %r9, %r13
xorq $-1, (%r15,%r8,8), %r13
# without a suffix, sized by the registers
add %eax, %ebx, %ecx
sub (%rax), %r8, %r9
xor $1, %dl, %cl
and %bx, (%rsi), %di
