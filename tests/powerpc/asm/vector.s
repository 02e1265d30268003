# Altivec (VMX, VA/VX forms, operands are VR numbers 0..31) and VSX (XX forms, operands are
# VSR numbers 0..63; VSR 0..31 overlap f0..f31 and VSR 32..63 overlap v0..v31).
vaddubm 1, 2, 3
vaddubm 0, 31, 15
vaddubm 31, 0, 31
vadduhm 1, 2, 3
vadduhm 16, 17, 18
vadduwm 1, 2, 3
vadduwm 29, 30, 31
vaddudm 1, 2, 3
vaddubs 1, 2, 3
vsububm 1, 2, 3
vsububm 31, 31, 31
vsubuhm 1, 2, 3
vsubuwm 1, 2, 3
vsubudm 1, 2, 3
vand 1, 2, 3
vand 0, 0, 0
vandc 1, 2, 3
vor 1, 2, 3
vor 31, 30, 29
vor 1, 2, 2
vor 0, 31, 31
vmr 5, 6
vxor 1, 2, 3
vxor 1, 1, 1
vnor 1, 2, 3
vnor 1, 2, 2
vnot 7, 8
vorc 1, 2, 3
vnand 1, 2, 3
veqv 1, 2, 3
vsel 1, 2, 3, 4
vperm 1, 2, 3, 4
vperm 31, 0, 31, 0
vsldoi 1, 2, 3, 0
vsldoi 1, 2, 3, 15
vspltb 1, 2, 15
vsplth 1, 2, 7
vspltw 1, 2, 3
vspltisb 1, -16
vspltisb 1, 15
vspltish 1, -1
vspltisw 1, 0
vspltisw 31, -16
vspltisw 1, 15
vcmpequw 1, 2, 3
vcmpequw. 1, 2, 3
vcmpgtsw 1, 2, 3
vcmpgtsw. 1, 2, 3
vslw 1, 2, 3
vsrw 1, 2, 3
vsraw 1, 2, 3
vmaxsw 1, 2, 3
vminuw 1, 2, 3
mfvscr 1
mtvscr 1
# Altivec loads and stores (X form `vD, rA, rB`)
lvx 1, 3, 4
lvx 0, 0, 3
lvx 31, 31, 31
stvx 1, 3, 4
stvx 0, 0, 3
stvx 31, 3, 4
lvebx 1, 3, 4
lvehx 1, 3, 4
lvewx 1, 3, 4
lvxl 1, 3, 4
lvsl 1, 3, 4
lvsr 1, 3, 4
stvebx 1, 3, 4
stvewx 1, 3, 4
stvxl 1, 3, 4
# VSX logical
xxlor 1, 2, 3
xxlor 0, 0, 0
xxlor 63, 63, 63
xxlor 32, 33, 34
xxlor 0, 32, 63
xxlor 63, 31, 32
xxlor 1, 2, 2
xxlxor 1, 2, 3
xxlxor 32, 33, 34
xxlxor 1, 1, 1
xxlxor 63, 0, 32
xxland 1, 2, 3
xxland 63, 62, 61
xxland 31, 32, 0
xxlandc 1, 2, 3
xxlnor 1, 2, 3
xxlnor 40, 41, 41
xxlorc 1, 2, 3
xxlnand 1, 2, 3
xxleqv 1, 2, 3
xxsel 1, 2, 3, 4
xxsel 63, 32, 31, 0
# VSX permutes and their extended mnemonics
xxpermdi 1, 2, 3, 0
xxpermdi 1, 2, 3, 1
xxpermdi 1, 2, 3, 2
xxpermdi 1, 2, 3, 3
xxpermdi 1, 2, 2, 0
xxpermdi 1, 2, 2, 2
xxpermdi 1, 2, 2, 3
xxmrghd 1, 2, 3
xxmrgld 1, 2, 3
xxswapd 1, 2
xxswapd 63, 32
xxspltd 1, 2, 0
xxspltd 1, 2, 1
xxspltw 1, 2, 3
xxspltw 40, 50, 0
xxmrghw 1, 2, 3
xxmrglw 1, 2, 3
xxsldwi 1, 2, 3, 3
# VSX loads and stores (X form `XT, rA, rB`)
lxvd2x 0, 3, 4
lxvd2x 0, 0, 3
lxvd2x 63, 31, 31
lxvd2x 32, 3, 4
lxvd2x 31, 3, 4
stxvd2x 0, 3, 4
stxvd2x 0, 0, 3
stxvd2x 63, 3, 4
stxvd2x 32, 0, 4
lxvw4x 1, 3, 4
lxvw4x 33, 3, 4
stxvw4x 1, 3, 4
stxvw4x 33, 3, 4
lxvdsx 1, 3, 4
lxsdx 1, 3, 4
lxsdx 63, 3, 4
stxsdx 1, 3, 4
lxvx 1, 3, 4
stxvx 1, 3, 4
# VSX arithmetic samples
xsadddp 1, 2, 3
xsadddp 63, 62, 61
xvadddp 1, 2, 3
xvmuldp 32, 33, 34
xsmaddadp 1, 2, 3
xscmpudp 0, 1, 2
xscmpudp 7, 63, 62
xvcmpeqdp 1, 2, 3
xvcmpeqdp. 1, 2, 3
# moves between GPR and VSR
mtvsrd 1, 3
mtvsrd 63, 3
mtvsrd 32, 0
mfvsrd 3, 1
mfvsrd 3, 63
mfvsrd 31, 32
mtvsrwz 1, 3
mtvsrwz 40, 3
mfvsrwz 3, 1
mfvsrwz 3, 40
