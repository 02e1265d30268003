# isa-vmx: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
dss 2
dss 3
dss 1
dssall
dst 6, 8, 0
dst 23, 23, 1
dst 23, 10, 0
dstst 4, 12, 0
dstst 24, 14, 2
dstst 0, 10, 0
dststt 14, 16, 2
dststt 1, 19, 0
dststt 9, 18, 0
dstt 0, 19, 3
dstt 3, 6, 1
dstt 15, 23, 0
lvebx 20, 15, 16
lvebx 1, 20, 23
lvebx 1, 6, 26
lvehx 12, 26, 26
lvehx 10, 1, 26
lvehx 23, 7, 7
lvewx 27, 15, 9
lvewx 11, 19, 11
lvewx 9, 19, 16
lvsl 10, 21, 4
lvsl 20, 11, 31
lvsl 11, 10, 4
lvsr 9, 11, 25
lvsr 29, 22, 1
lvsr 2, 1, 26
lvx 21, 14, 30
lvx 8, 27, 8
lvx 17, 4, 29
lvxl 18, 14, 9
lvxl 13, 2, 27
lvxl 20, 18, 26
mfvscr 17
mfvscr 30
mfvscr 13
mtvscr 27
mtvscr 5
mtvscr 7
stvebx 15, 7, 16
stvebx 13, 17, 14
stvebx 14, 7, 26
stvehx 28, 22, 6
stvehx 1, 27, 13
stvehx 2, 4, 27
stvewx 13, 15, 29
stvewx 18, 13, 12
stvewx 10, 31, 16
stvx 15, 24, 2
stvx 7, 16, 23
stvx 10, 20, 26
stvxl 15, 4, 21
stvxl 22, 8, 26
stvxl 20, 7, 5
vabsdub 14, 15, 19
vabsdub 0, 20, 24
vabsdub 19, 22, 17
vabsduh 19, 30, 31
vabsduh 13, 22, 3
vabsduh 20, 11, 19
vabsduw 9, 7, 10
vabsduw 31, 4, 18
vabsduw 8, 23, 17
vaddcuq 18, 26, 4
vaddcuq 18, 29, 10
vaddcuq 26, 25, 24
vaddcuw 2, 19, 30
vaddcuw 21, 13, 24
vaddcuw 9, 21, 17
vaddecuq 24, 22, 27, 12
vaddecuq 4, 17, 22, 2
vaddecuq 8, 22, 31, 10
vaddeuqm 19, 4, 25, 29
vaddeuqm 22, 3, 18, 24
vaddeuqm 0, 22, 31, 17
vaddfp 5, 30, 30
vaddfp 5, 3, 24
vaddfp 4, 28, 17
vaddsbs 30, 28, 8
vaddsbs 15, 0, 11
vaddsbs 13, 3, 24
vaddshs 27, 19, 24
vaddshs 27, 13, 22
vaddshs 14, 30, 14
vaddsws 5, 6, 6
vaddsws 26, 9, 2
vaddsws 10, 31, 0
vaddubm 8, 7, 15
vaddubm 6, 17, 20
vaddubm 24, 22, 2
vaddubs 29, 20, 24
vaddubs 5, 22, 16
vaddubs 13, 12, 3
vaddudm 1, 15, 24
vaddudm 26, 8, 31
vaddudm 31, 21, 31
vadduhm 19, 30, 27
vadduhm 29, 15, 9
vadduhm 11, 9, 21
vadduhs 5, 18, 26
vadduhs 16, 23, 18
vadduhs 9, 26, 14
vadduqm 3, 5, 15
vadduqm 19, 7, 23
vadduqm 31, 21, 29
vadduwm 7, 15, 6
vadduwm 14, 14, 25
vadduwm 9, 28, 26
vadduws 15, 0, 31
vadduws 10, 29, 13
vadduws 10, 2, 10
vand 1, 21, 21
vand 18, 3, 18
vand 13, 3, 2
vandc 31, 9, 19
vandc 11, 26, 23
vandc 18, 17, 31
vavgsb 23, 12, 5
vavgsb 1, 29, 3
vavgsb 13, 16, 5
vavgsh 22, 7, 28
vavgsh 2, 2, 29
vavgsh 6, 30, 4
vavgsw 24, 8, 12
vavgsw 21, 7, 19
vavgsw 29, 25, 7
vavgub 23, 7, 24
vavgub 18, 4, 9
vavgub 12, 8, 8
vavguh 21, 5, 29
vavguh 12, 19, 15
vavguh 17, 20, 15
vavguw 1, 24, 4
vavguw 3, 2, 2
vavguw 31, 5, 31
vbpermd 19, 18, 4
vbpermd 10, 20, 17
vbpermd 3, 9, 31
vbpermq 21, 4, 10
vbpermq 9, 4, 9
vbpermq 11, 24, 23
vcfsx 28, 0, 28
vcfsx 14, 15, 0
vcfsx 6, 6, 30
vcfuged 27, 6, 19
vcfuged 14, 17, 8
vcfuged 27, 1, 2
vcfux 18, 7, 0
vcfux 22, 5, 2
vcfux 3, 3, 23
vcipher 2, 26, 25
vcipher 16, 15, 19
vcipher 28, 9, 0
vcipherlast 10, 25, 7
vcipherlast 6, 15, 8
vcipherlast 26, 19, 5
vclrlb 31, 10, 25
vclrlb 31, 22, 22
vclrlb 6, 15, 17
vclrrb 29, 26, 30
vclrrb 17, 17, 20
vclrrb 24, 2, 23
vclzb 3, 24
vclzb 30, 11
vclzb 24, 25
vclzd 0, 18
vclzd 15, 20
vclzd 8, 21
vclzdm 24, 30, 3
vclzdm 8, 1, 30
vclzdm 17, 11, 1
vclzh 10, 22
vclzh 29, 23
vclzh 11, 7
vclzlsbb 27, 15
vclzlsbb 15, 25
vclzlsbb 21, 10
vclzw 23, 25
vclzw 30, 21
vcmpbfp 19, 24, 18
vcmpbfp 16, 23, 28
vcmpbfp 22, 2, 3
vcmpbfp. 18, 15, 8
vcmpbfp. 26, 23, 14
vcmpbfp. 2, 4, 27
vcmpeqfp 7, 16, 13
vcmpeqfp 8, 14, 30
vcmpeqfp 5, 14, 9
vcmpeqfp. 18, 2, 19
vcmpeqfp. 21, 7, 0
vcmpeqfp. 29, 18, 2
vcmpequb 9, 8, 0
vcmpequb 20, 22, 21
vcmpequb 18, 29, 24
vcmpequb. 26, 7, 20
vcmpequb. 26, 31, 16
vcmpequb. 20, 11, 4
vcmpequd 16, 7, 2
vcmpequd 4, 2, 28
vcmpequd 22, 24, 17
vcmpequd. 5, 18, 11
vcmpequd. 12, 1, 14
vcmpequd. 12, 21, 15
vcmpequh 2, 16, 16
vcmpequh 19, 10, 24
vcmpequh 28, 15, 11
vcmpequh. 17, 3, 21
vcmpequh. 28, 19, 6
vcmpequh. 0, 20, 4
vcmpequq 12, 18, 3
vcmpequq 11, 5, 16
vcmpequq 21, 27, 14
vcmpequq. 18, 17, 31
vcmpequq. 25, 16, 22
vcmpequq. 1, 18, 10
vcmpequw 11, 5, 23
vcmpequw 12, 31, 14
vcmpequw 31, 10, 1
vcmpequw. 16, 13, 11
vcmpequw. 28, 4, 17
vcmpequw. 25, 31, 9
vcmpgefp 1, 0, 9
vcmpgefp 12, 19, 16
vcmpgefp 4, 3, 5
vcmpgefp. 22, 15, 1
vcmpgefp. 20, 13, 9
vcmpgefp. 27, 20, 1
vcmpgtfp 3, 18, 11
vcmpgtfp 2, 10, 26
vcmpgtfp 10, 0, 26
vcmpgtfp. 16, 22, 16
vcmpgtfp. 26, 1, 16
vcmpgtfp. 1, 9, 6
vcmpgtsb 5, 4, 5
vcmpgtsb 8, 26, 7
vcmpgtsb 24, 4, 9
vcmpgtsb. 13, 18, 24
vcmpgtsb. 30, 15, 11
vcmpgtsb. 7, 21, 21
vcmpgtsd 11, 31, 17
vcmpgtsd 14, 24, 9
vcmpgtsd 20, 11, 13
vcmpgtsd. 2, 13, 16
vcmpgtsd. 16, 16, 10
vcmpgtsd. 18, 1, 1
vcmpgtsh 16, 0, 14
vcmpgtsh 21, 28, 29
vcmpgtsh 30, 5, 4
vcmpgtsh. 15, 9, 0
vcmpgtsh. 21, 15, 5
vcmpgtsh. 27, 24, 26
vcmpgtsq 12, 15, 11
vcmpgtsq 13, 10, 8
vcmpgtsq 11, 20, 17
vcmpgtsq. 24, 6, 11
vcmpgtsq. 16, 0, 17
vcmpgtsq. 2, 29, 4
vcmpgtsw 13, 15, 3
vcmpgtsw 28, 0, 17
vcmpgtsw 7, 13, 6
vcmpgtsw. 23, 22, 4
vcmpgtsw. 16, 2, 7
vcmpgtsw. 19, 9, 7
vcmpgtub 2, 3, 20
vcmpgtub 7, 18, 18
vcmpgtub 9, 28, 7
vcmpgtub. 12, 10, 10
vcmpgtub. 12, 28, 16
vcmpgtub. 29, 20, 21
vcmpgtud 7, 31, 14
vcmpgtud 31, 19, 7
vcmpgtud 24, 17, 31
vcmpgtud. 1, 27, 10
vcmpgtud. 2, 24, 6
vcmpgtud. 2, 1, 28
vcmpgtuh 24, 5, 24
vcmpgtuh 1, 15, 15
vcmpgtuh 9, 14, 6
vcmpgtuh. 17, 26, 13
vcmpgtuh. 3, 20, 9
vcmpgtuh. 29, 28, 1
vcmpgtuq 22, 28, 21
vcmpgtuq 15, 20, 28
vcmpgtuq 25, 3, 17
vcmpgtuq. 15, 18, 11
vcmpgtuq. 16, 6, 23
vcmpgtuq. 30, 12, 8
vcmpgtuw 20, 24, 17
vcmpgtuw 30, 0, 14
vcmpgtuw 12, 12, 4
vcmpgtuw. 19, 25, 16
vcmpgtuw. 4, 13, 6
vcmpgtuw. 29, 14, 27
vcmpneb 9, 1, 17
vcmpneb 12, 23, 17
vcmpneb 22, 25, 14
vcmpneb. 13, 10, 15
vcmpneb. 27, 4, 14
vcmpneb. 9, 9, 24
vcmpneh 22, 29, 18
vcmpneh 7, 10, 11
vcmpneh 1, 13, 28
vcmpneh. 25, 7, 24
vcmpneh. 17, 27, 17
vcmpneh. 0, 21, 15
vcmpnew 4, 16, 15
vcmpnew 12, 13, 6
vcmpnew 19, 12, 29
vcmpnew. 27, 13, 29
vcmpnew. 6, 20, 22
vcmpnew. 26, 16, 7
vcmpnezb 8, 13, 11
vcmpnezb 1, 28, 6
vcmpnezb 7, 26, 17
vcmpnezb. 1, 22, 22
vcmpnezb. 27, 20, 23
vcmpnezb. 19, 29, 2
vcmpnezh 29, 23, 7
vcmpnezh 19, 17, 2
vcmpnezh 26, 7, 13
vcmpnezh. 2, 18, 4
vcmpnezh. 10, 28, 17
vcmpnezh. 22, 2, 25
vcmpnezw 23, 5, 28
vcmpnezw 23, 25, 26
vcmpnezw 30, 24, 7
vcmpnezw. 7, 12, 29
vcmpnezw. 1, 27, 19
vcmpnezw. 25, 2, 8
vcmpsq 0, 17, 2
vcmpsq 1, 11, 13
vcmpsq 0, 27, 3
vcmpuq 1, 3, 22
vcmpuq 5, 3, 20
vcmpuq 3, 3, 2
vcntmbb 26, 1, 0
vcntmbb 0, 9, 0
vcntmbb 6, 21, 1
vcntmbd 8, 19, 1
vcntmbd 5, 4, 0
vcntmbd 15, 19, 0
vcntmbh 23, 2, 1
vcntmbh 10, 8, 0
vcntmbh 26, 29, 0
vcntmbw 30, 18, 0
vcntmbw 11, 17, 1
vcntmbw 13, 26, 0
vctsxs 19, 7, 17
vctsxs 14, 9, 24
vctsxs 26, 10, 5
vctuxs 6, 17, 0
vctuxs 27, 31, 15
vctuxs 27, 3, 27
vctzb 25, 9
vctzb 7, 3
vctzb 2, 25
vctzd 4, 29
vctzd 25, 13
vctzd 23, 10
vctzdm 18, 20, 22
vctzdm 17, 13, 15
vctzdm 7, 25, 11
vctzh 20, 2
vctzh 11, 10
vctzh 24, 17
vctzlsbb 30, 5
vctzlsbb 21, 28
vctzlsbb 30, 12
vctzw 20, 26
vctzw 12, 7
vctzw 0, 24
vdivesd 25, 26, 13
vdivesd 25, 26, 23
vdivesd 16, 21, 9
vdivesq 29, 9, 10
vdivesq 12, 15, 25
vdivesq 23, 4, 28
vdivesw 9, 7, 8
vdivesw 24, 7, 0
vdivesw 23, 17, 15
vdiveud 0, 18, 5
vdiveud 13, 18, 4
vdiveud 5, 12, 3
vdiveuq 23, 9, 24
vdiveuq 29, 23, 6
vdiveuq 14, 9, 21
vdiveuw 23, 17, 26
vdiveuw 24, 10, 30
vdiveuw 31, 19, 24
vdivsd 2, 16, 2
vdivsd 29, 30, 21
vdivsd 7, 12, 14
vdivsq 0, 1, 22
vdivsq 26, 3, 17
vdivsq 18, 20, 25
vdivsw 9, 5, 31
vdivsw 9, 12, 16
vdivsw 27, 23, 13
vdivud 29, 8, 3
vdivud 28, 9, 27
vdivud 3, 10, 28
vdivuq 29, 9, 28
vdivuq 0, 21, 7
vdivuq 4, 10, 8
vdivuw 31, 27, 23
vdivuw 1, 23, 18
vdivuw 19, 21, 8
veqv 0, 21, 0
veqv 19, 1, 27
veqv 3, 3, 22
vexpandbm 15, 20
vexpandbm 17, 18
vexpandbm 12, 0
vexpanddm 16, 29
vexpanddm 25, 25
vexpanddm 24, 14
vexpandhm 4, 13
vexpandhm 17, 21
vexpandhm 12, 28
vexpandqm 21, 18
vexpandqm 23, 0
vexpandqm 5, 6
vexpandwm 10, 18
vexpandwm 31, 11
vexpandwm 28, 4
vexptefp 30, 9
vexptefp 18, 31
vexptefp 17, 8
vextddvlx 23, 27, 29, 24
vextddvlx 26, 31, 11, 20
vextddvlx 26, 28, 10, 10
vextddvrx 4, 30, 10, 7
vextddvrx 12, 17, 21, 13
vextddvrx 0, 25, 14, 14
vextdubvlx 31, 7, 30, 27
vextdubvlx 20, 16, 10, 30
vextdubvlx 21, 27, 26, 23
vextdubvrx 4, 19, 7, 21
vextdubvrx 11, 11, 12, 30
vextdubvrx 20, 2, 17, 26
vextduhvlx 10, 3, 14, 15
vextduhvlx 6, 14, 5, 14
vextduhvlx 14, 18, 6, 18
vextduhvrx 3, 12, 5, 1
vextduhvrx 11, 10, 21, 28
vextduhvrx 12, 26, 19, 12
vextduwvlx 25, 24, 12, 30
vextduwvlx 31, 27, 16, 10
vextduwvlx 17, 19, 1, 29
vextduwvrx 24, 2, 13, 31
vextduwvrx 1, 2, 16, 24
vextduwvrx 18, 31, 24, 19
vextractbm 12, 13
vextractbm 5, 28
vextractbm 29, 11
vextractd 30, 29, 0
vextractd 0, 6, 6
vextractd 14, 11, 11
vextractdm 2, 30
vextractdm 25, 3
vextractdm 6, 4
vextracthm 25, 3
vextracthm 25, 0
vextracthm 5, 12
vextractqm 13, 23
vextractqm 23, 15
vextractqm 15, 0
vextractub 14, 25, 9
vextractub 24, 23, 1
vextractub 20, 30, 7
vextractuh 10, 6, 6
vextractuh 5, 26, 9
vextractuh 6, 21, 14
vextractuw 8, 13, 15
vextractuw 31, 18, 13
vextractuw 10, 15, 6
vextractwm 11, 27
vextractwm 6, 15
vextractwm 17, 8
vextsb2d 25, 10
vextsb2d 15, 9
vextsb2d 26, 8
vextsb2w 27, 15
vextsb2w 19, 5
vextsb2w 3, 19
vextsd2q 29, 4
vextsd2q 18, 21
vextsd2q 3, 10
vextsh2d 29, 18
vextsh2d 12, 22
vextsh2d 8, 24
vextsh2w 22, 15
vextsh2w 0, 8
vextsh2w 21, 29
vextsw2d 24, 26
vextsw2d 20, 2
vextsw2d 8, 7
vextublx 11, 23, 20
vextublx 24, 12, 2
vextublx 6, 0, 5
vextubrx 24, 15, 1
vextubrx 2, 24, 21
vextubrx 15, 16, 31
vextuhlx 1, 21, 13
vextuhlx 1, 29, 23
vextuhlx 1, 6, 4
vextuhrx 30, 1, 5
vextuhrx 22, 27, 28
vextuhrx 17, 28, 26
vextuwlx 11, 29, 2
vextuwlx 29, 25, 8
vextuwlx 15, 22, 6
vextuwrx 0, 9, 28
vextuwrx 23, 23, 26
vextuwrx 1, 16, 6
vgbbd 1, 20
vgbbd 0, 13
vgbbd 4, 11
vgnb 2, 28, 4
vgnb 16, 10, 5
vgnb 28, 30, 1
vinsblx 4, 21, 15
vinsblx 20, 22, 10
vinsblx 4, 30, 9
vinsbrx 28, 20, 27
vinsbrx 20, 18, 23
vinsbrx 31, 28, 7
vinsbvlx 28, 5, 31
vinsbvlx 30, 31, 14
vinsbvlx 6, 5, 1
vinsbvrx 28, 2, 18
vinsbvrx 19, 4, 3
vinsbvrx 10, 2, 10
vinsd 19, 2, 1
vinsd 10, 29, 13
vinsd 25, 13, 11
vinsdlx 29, 31, 5
vinsdlx 25, 6, 12
vinsdlx 19, 2, 28
vinsdrx 14, 6, 7
vinsdrx 25, 15, 21
vinsdrx 20, 31, 30
vinsertb 21, 21, 0
vinsertb 18, 22, 5
vinsertb 19, 7, 2
vinsertd 4, 19, 0
vinsertd 17, 27, 1
vinsertd 26, 13, 5
vinserth 12, 26, 4
vinserth 24, 5, 9
vinserth 1, 16, 6
vinsertw 17, 21, 6
vinsertw 17, 2, 0
vinsertw 6, 3, 15
vinshlx 30, 18, 25
vinshlx 10, 17, 2
vinshlx 11, 26, 18
vinshrx 1, 3, 13
vinshrx 28, 5, 24
vinshrx 14, 1, 12
vinshvlx 7, 29, 30
vinshvlx 1, 24, 30
vinshvlx 24, 4, 1
vinshvrx 12, 1, 18
vinshvrx 15, 8, 29
vinshvrx 17, 26, 25
vinsw 1, 30, 12
vinsw 7, 6, 6
vinsw 2, 30, 4
vinswlx 17, 1, 8
vinswlx 18, 25, 5
vinswlx 24, 11, 8
vinswrx 30, 21, 8
vinswrx 25, 3, 24
vinswrx 13, 10, 31
vinswvlx 19, 9, 21
vinswvlx 3, 1, 0
vinswvlx 18, 19, 11
vinswvrx 8, 10, 9
vinswvrx 8, 3, 7
vinswvrx 27, 2, 16
vlogefp 31, 22
vlogefp 29, 12
vlogefp 11, 28
vmaddfp 10, 12, 18, 22
vmaddfp 30, 13, 19, 17
vmaddfp 12, 22, 2, 28
vmaxfp 25, 19, 10
vmaxfp 28, 21, 24
vmaxfp 13, 18, 8
vmaxsb 14, 2, 26
vmaxsb 9, 23, 15
vmaxsb 25, 4, 24
vmaxsd 2, 11, 31
vmaxsd 8, 27, 31
vmaxsd 12, 3, 18
vmaxsh 0, 5, 25
vmaxsh 21, 5, 18
vmaxsh 5, 27, 21
vmaxsw 19, 21, 13
vmaxsw 2, 4, 22
vmaxsw 7, 7, 16
vmaxub 5, 25, 29
vmaxub 28, 15, 1
vmaxub 8, 4, 0
vmaxud 17, 18, 8
vmaxud 7, 26, 8
vmaxud 9, 13, 31
vmaxuh 28, 5, 2
vmaxuh 18, 21, 20
vmaxuh 27, 25, 12
vmaxuw 2, 24, 4
vmaxuw 19, 15, 10
vmaxuw 8, 17, 2
vmhaddshs 11, 20, 19, 10
vmhaddshs 21, 16, 24, 6
vmhaddshs 9, 22, 23, 0
vmhraddshs 10, 12, 27, 28
vmhraddshs 7, 28, 5, 21
vmhraddshs 1, 29, 26, 7
vminfp 20, 9, 8
vminfp 30, 10, 11
vminfp 24, 22, 6
vminsb 8, 28, 17
vminsb 0, 3, 19
vminsb 7, 8, 31
vminsd 17, 25, 21
vminsd 6, 2, 16
vminsd 18, 9, 27
vminsh 6, 16, 31
vminsh 30, 12, 7
vminsh 19, 9, 15
vminsw 9, 24, 12
vminsw 26, 29, 26
vminsw 15, 4, 16
vminub 20, 11, 1
vminub 0, 27, 19
vminub 6, 26, 21
vminud 30, 27, 8
vminud 2, 8, 21
vminud 20, 0, 1
vminuh 4, 27, 0
vminuh 7, 28, 19
vminuh 15, 14, 7
vminuw 11, 12, 20
vminuw 2, 3, 1
vminuw 10, 21, 17
vmladduhm 29, 15, 15, 24
vmladduhm 5, 3, 3, 0
vmladduhm 28, 1, 4, 31
vmodsd 20, 27, 16
vmodsd 1, 18, 30
vmodsd 19, 17, 7
vmodsq 29, 11, 2
vmodsq 24, 29, 6
vmodsq 27, 7, 22
vmodsw 17, 17, 29
vmodsw 7, 28, 30
vmodsw 2, 20, 31
vmodud 30, 29, 13
vmodud 20, 0, 29
vmodud 20, 12, 14
vmoduq 25, 23, 19
vmoduq 26, 17, 15
vmoduq 20, 17, 14
vmoduw 0, 26, 20
vmoduw 1, 27, 14
vmoduw 26, 18, 9
vmrgew 16, 19, 24
vmrgew 8, 3, 17
vmrgew 2, 26, 30
vmrghb 29, 10, 20
vmrghb 15, 21, 12
vmrghb 25, 2, 3
vmrghh 23, 29, 10
vmrghh 10, 21, 31
vmrghh 1, 5, 27
vmrghw 26, 0, 22
vmrghw 21, 19, 7
vmrghw 25, 25, 24
vmrglb 4, 20, 11
vmrglb 23, 7, 23
vmrglb 16, 11, 28
vmrglh 30, 13, 13
vmrglh 28, 25, 19
vmrglh 11, 23, 10
vmrglw 3, 10, 0
vmrglw 19, 6, 28
vmrglw 27, 12, 23
vmrgow 25, 15, 0
vmrgow 21, 30, 1
vmrgow 29, 18, 8
vmsumcud 4, 27, 31, 7
vmsumcud 0, 11, 27, 31
vmsumcud 26, 5, 0, 17
vmsummbm 3, 18, 29, 16
vmsummbm 7, 25, 11, 18
vmsummbm 20, 2, 14, 27
vmsumshm 15, 4, 23, 11
vmsumshm 13, 7, 13, 17
vmsumshm 15, 4, 9, 22
vmsumshs 15, 2, 16, 20
vmsumshs 29, 27, 23, 14
vmsumshs 13, 30, 6, 13
vmsumubm 23, 9, 2, 11
vmsumubm 31, 17, 21, 9
vmsumubm 26, 8, 0, 24
vmsumudm 12, 0, 23, 12
vmsumudm 28, 7, 7, 13
vmsumudm 15, 22, 5, 19
vmsumuhm 31, 2, 8, 17
vmsumuhm 15, 27, 0, 12
vmsumuhm 16, 10, 31, 31
vmsumuhs 26, 11, 23, 19
vmsumuhs 17, 25, 29, 10
vmsumuhs 16, 10, 3, 30
vmul10cuq 31, 16
vmul10cuq 11, 30
vmul10cuq 9, 5
vmul10ecuq 8, 7, 2
vmul10ecuq 3, 18, 21
vmul10ecuq 26, 23, 1
vmul10euq 0, 9, 3
vmul10euq 0, 17, 24
vmul10euq 21, 21, 30
vmul10uq 27, 17
vmul10uq 8, 25
vmul10uq 31, 25
vmulesb 29, 11, 29
vmulesb 11, 19, 29
vmulesb 2, 21, 17
vmulesd 0, 31, 13
vmulesd 0, 16, 11
vmulesd 31, 14, 19
vmulesh 0, 13, 6
vmulesh 14, 13, 0
vmulesh 0, 4, 3
vmulesw 1, 18, 5
vmulesw 20, 23, 18
vmulesw 25, 26, 11
vmuleub 20, 0, 0
vmuleub 25, 15, 29
vmuleub 12, 0, 9
vmuleud 29, 29, 21
vmuleud 22, 29, 15
vmuleud 4, 14, 1
vmuleuh 22, 10, 8
vmuleuh 4, 1, 16
vmuleuh 21, 2, 6
vmuleuw 26, 12, 25
vmuleuw 20, 8, 29
vmuleuw 24, 23, 21
vmulhsd 9, 7, 14
vmulhsd 12, 22, 20
vmulhsd 17, 12, 6
vmulhsw 0, 24, 12
vmulhsw 3, 13, 31
vmulhsw 23, 20, 12
vmulhud 20, 18, 31
vmulhud 17, 10, 26
vmulhud 2, 22, 29
vmulhuw 6, 25, 18
vmulhuw 21, 30, 17
vmulhuw 31, 10, 16
vmulld 16, 5, 10
vmulld 15, 24, 16
vmulld 2, 6, 10
vmulosb 9, 7, 30
vmulosb 20, 5, 1
vmulosb 9, 12, 20
vmulosd 14, 20, 10
vmulosd 11, 27, 31
vmulosd 1, 17, 8
vmulosh 26, 2, 9
vmulosh 12, 7, 26
vmulosh 6, 13, 9
vmulosw 5, 3, 4
vmulosw 12, 26, 10
vmulosw 17, 21, 8
vmuloub 0, 16, 19
vmuloub 17, 25, 6
vmuloub 11, 19, 27
vmuloud 0, 15, 30
vmuloud 28, 0, 21
vmuloud 4, 7, 8
vmulouh 18, 26, 27
vmulouh 10, 26, 4
vmulouh 17, 2, 15
vmulouw 24, 25, 2
vmulouw 29, 25, 8
vmulouw 13, 12, 18
vmuluwm 25, 9, 24
vmuluwm 3, 16, 12
vmuluwm 30, 22, 2
vnand 28, 23, 22
vnand 17, 18, 27
vnand 8, 17, 30
vncipher 13, 30, 12
vncipher 10, 29, 5
vncipher 10, 24, 10
vncipherlast 27, 9, 10
vncipherlast 28, 22, 12
vncipherlast 19, 0, 7
vnegd 25, 27
vnegd 2, 7
vnegd 6, 15
vnegw 25, 19
vnegw 17, 15
vnegw 22, 24
vnmsubfp 23, 0, 16, 30
vnmsubfp 0, 22, 30, 12
vnmsubfp 4, 8, 14, 29
vnor 2, 7, 29
vnor 0, 0, 22
vnor 1, 16, 29
vor 18, 9, 31
vor 24, 10, 8
vmr	15, 1
vorc 11, 5, 6
vorc 22, 4, 1
vorc 8, 23, 24
vpdepd 20, 26, 30
vpdepd 25, 23, 16
vpdepd 13, 28, 8
vperm 29, 18, 13, 24
vperm 30, 5, 28, 20
vperm 8, 20, 20, 3
vpermr 5, 9, 31, 19
vpermr 28, 27, 0, 15
vpermr 29, 10, 10, 6
vpermxor 27, 27, 4, 29
vpermxor 0, 18, 17, 22
vpermxor 7, 15, 13, 4
vpextd 17, 29, 7
vpextd 9, 22, 5
vpextd 31, 8, 5
vpkpx 4, 10, 25
vpkpx 9, 16, 21
vpkpx 26, 7, 6
vpksdss 30, 6, 5
vpksdss 9, 10, 27
vpksdss 23, 31, 9
vpksdus 8, 7, 8
vpksdus 18, 2, 3
vpksdus 29, 19, 31
vpkshss 29, 9, 15
vpkshss 31, 8, 1
vpkshss 27, 8, 16
vpkshus 14, 29, 11
vpkshus 4, 15, 20
vpkshus 14, 7, 18
vpkswss 29, 18, 14
vpkswss 18, 18, 14
vpkswss 10, 22, 31
vpkswus 14, 4, 10
vpkswus 1, 2, 16
vpkswus 0, 26, 1
vpkudum 5, 15, 5
vpkudum 26, 1, 16
vpkudum 28, 6, 25
vpkudus 29, 2, 30
vpkudus 24, 25, 15
vpkudus 27, 26, 30
vpkuhum 18, 3, 29
vpkuhum 9, 10, 5
vpkuhum 27, 2, 30
vpkuhus 25, 15, 11
vpkuhus 2, 4, 13
vpkuhus 13, 16, 4
vpkuwum 9, 24, 26
vpkuwum 25, 2, 20
vpkuwum 2, 5, 9
vpkuwus 10, 22, 9
vpkuwus 1, 17, 7
vpkuwus 28, 21, 8
vpmsumb 31, 22, 5
vpmsumb 15, 4, 5
vpmsumb 0, 4, 17
vpmsumd 4, 26, 31
vpmsumd 11, 14, 8
vpmsumd 17, 4, 18
vpmsumh 0, 17, 29
vpmsumh 12, 23, 3
vpmsumh 0, 6, 24
vpmsumw 9, 6, 28
vpmsumw 1, 20, 5
vpmsumw 10, 31, 4
vpopcntb 12, 5
vpopcntb 2, 7
vpopcntb 10, 8
vpopcntd 11, 18
vpopcntd 1, 26
vpopcntd 25, 14
vpopcnth 29, 26
vpopcnth 13, 21
vpopcnth 4, 17
vpopcntw 16, 24
vpopcntw 20, 20
vpopcntw 11, 24
vprtybd 19, 22
vprtybd 6, 29
vprtybd 18, 31
vprtybq 29, 5
vprtybq 7, 9
vprtybq 19, 20
vprtybw 24, 4
vprtybw 25, 18
vprtybw 1, 17
vrefp 13, 23
vrefp 6, 31
vrefp 9, 7
vrfim 19, 7
vrfim 26, 7
vrfim 2, 9
vrfin 19, 24
vrfin 3, 15
vrfin 28, 14
vrfip 23, 31
vrfip 19, 26
vrfip 2, 26
vrfiz 21, 17
vrfiz 12, 1
vrfiz 17, 23
vrlb 31, 19, 6
vrlb 6, 26, 13
vrlb 5, 10, 7
vrld 13, 26, 14
vrld 16, 7, 0
vrld 2, 23, 25
vrldmi 25, 2, 4
vrldmi 16, 19, 23
vrldmi 19, 18, 12
vrldnm 1, 17, 8
vrldnm 23, 31, 2
vrldnm 29, 17, 12
vrlh 10, 9, 30
vrlh 24, 23, 12
vrlh 9, 19, 20
vrlq 28, 4, 18
vrlq 0, 30, 3
vrlq 11, 9, 7
vrlqmi 31, 2, 21
vrlqmi 8, 1, 1
vrlqmi 16, 30, 28
vrlqnm 11, 27, 3
vrlqnm 26, 8, 11
vrlqnm 4, 11, 7
vrlw 23, 2, 11
vrlw 9, 17, 8
vrlw 15, 3, 4
vrlwmi 15, 5, 28
vrlwmi 26, 17, 2
vrlwmi 20, 17, 25
vrlwnm 17, 4, 27
vrlwnm 26, 9, 26
vrlwnm 3, 30, 5
vrsqrtefp 4, 7
vrsqrtefp 31, 5
vrsqrtefp 9, 17
vsbox 22, 11
vsbox 18, 14
vsbox 26, 0
vsel 6, 9, 26, 30
vsel 20, 19, 16, 5
vsel 4, 16, 0, 3
vshasigmad 16, 2, 1, 5
vshasigmad 31, 31, 0, 6
vshasigmad 7, 27, 0, 5
vshasigmaw 10, 22, 0, 14
vshasigmaw 15, 11, 0, 11
vshasigmaw 27, 24, 1, 12
vsl 28, 11, 28
vsl 26, 12, 14
vsl 11, 14, 5
vslb 22, 29, 22
vslb 4, 5, 29
vslb 17, 25, 7
vsld 25, 8, 3
vsld 5, 24, 3
vsld 8, 10, 15
vsldbi 21, 30, 2, 7
vsldbi 12, 21, 8, 6
vsldbi 20, 10, 3, 0
vsldoi 25, 0, 30, 10
vsldoi 4, 11, 27, 0
vsldoi 29, 4, 9, 11
vslh 13, 25, 23
vslh 25, 14, 11
vslh 12, 6, 6
vslo 8, 8, 29
vslo 28, 13, 12
vslo 22, 15, 4
vslq 19, 11, 19
vslq 14, 14, 26
vslq 13, 11, 7
vslv 24, 22, 23
vslv 0, 11, 25
vslv 15, 7, 6
vslw 10, 19, 14
vslw 2, 25, 7
vslw 30, 1, 27
vspltb 30, 14, 28
vspltb 14, 20, 3
vspltb 0, 8, 0
vsplth 26, 30, 25
vsplth 5, 26, 0
vsplth 14, 11, 13
vspltisb 29, 15
vspltisb 6, 0
vspltisb 11, -16
vspltish 1, -1
vspltish 7, -1
vspltish 21, 2
vspltisw 26, -7
vspltisw 6, 4
vspltisw 21, 4
vspltw 13, 23, 21
vspltw 7, 31, 31
vspltw 9, 16, 7
vsr 30, 4, 16
vsr 16, 12, 18
vsr 15, 20, 13
vsrab 24, 0, 0
vsrab 4, 13, 17
vsrab 7, 3, 20
vsrad 2, 28, 26
vsrad 24, 7, 3
vsrad 25, 18, 5
vsrah 26, 7, 30
vsrah 10, 7, 25
vsrah 0, 21, 2
vsraq 31, 1, 9
vsraq 1, 9, 3
vsraq 17, 19, 6
vsraw 31, 26, 11
vsraw 26, 28, 24
vsraw 13, 20, 12
vsrb 15, 22, 17
vsrb 25, 26, 7
vsrb 12, 27, 10
vsrd 0, 7, 1
vsrd 19, 10, 27
vsrd 27, 2, 0
vsrdbi 4, 25, 18, 0
vsrdbi 23, 14, 13, 7
vsrdbi 10, 26, 10, 5
vsrh 29, 4, 8
vsrh 16, 9, 30
vsrh 13, 29, 3
vsro 16, 29, 21
vsro 23, 16, 21
vsro 27, 15, 3
vsrq 10, 27, 28
vsrq 25, 23, 21
vsrq 14, 20, 26
vsrv 0, 25, 20
vsrv 17, 14, 0
vsrv 24, 1, 26
vsrw 3, 2, 2
vsrw 22, 15, 22
vsrw 27, 13, 31
vstribl 20, 12
vstribl 25, 16
vstribl 25, 27
vstribl. 16, 11
vstribl. 11, 4
vstribl. 5, 13
vstribr 8, 18
vstribr 1, 7
vstribr 0, 7
vstribr. 20, 22
vstribr. 23, 19
vstribr. 24, 5
vstrihl 10, 17
vstrihl 27, 13
vstrihl 19, 23
vstrihl. 25, 30
vstrihl. 19, 28
vstrihl. 5, 19
vstrihr 4, 29
vstrihr 8, 11
vstrihr 3, 29
vstrihr. 26, 15
vstrihr. 23, 10
vstrihr. 29, 18
vsubcuq 11, 26, 8
vsubcuq 19, 24, 3
vsubcuq 11, 20, 18
vsubcuw 27, 17, 15
vsubcuw 16, 17, 9
vsubcuw 11, 6, 24
vsubecuq 12, 0, 4, 9
vsubecuq 26, 24, 27, 15
vsubecuq 31, 18, 25, 22
vsubeuqm 4, 28, 24, 5
vsubeuqm 17, 4, 14, 4
vsubeuqm 3, 10, 9, 16
vsubfp 4, 25, 2
vsubfp 22, 22, 20
vsubfp 10, 7, 0
vsubsbs 6, 7, 15
vsubsbs 3, 2, 26
vsubsbs 31, 21, 17
vsubshs 22, 30, 1
vsubshs 6, 22, 9
vsubshs 17, 22, 24
vsubsws 15, 9, 6
vsubsws 9, 30, 3
vsubsws 1, 19, 7
vsububm 27, 18, 26
vsububm 29, 9, 11
vsububm 6, 26, 28
vsububs 10, 29, 26
vsububs 6, 4, 3
vsububs 22, 27, 18
vsubudm 9, 20, 4
vsubudm 13, 5, 10
vsubudm 31, 29, 25
vsubuhm 20, 16, 21
vsubuhm 4, 30, 8
vsubuhm 10, 4, 14
vsubuhs 16, 7, 18
vsubuhs 13, 31, 6
vsubuhs 20, 14, 29
vsubuqm 21, 3, 31
vsubuqm 27, 14, 7
vsubuqm 3, 28, 12
vsubuwm 11, 21, 3
vsubuwm 30, 27, 21
vsubuwm 16, 22, 23
vsubuws 0, 14, 5
vsubuws 13, 3, 2
vsubuws 10, 2, 7
vsum2sws 18, 11, 19
vsum2sws 14, 22, 9
vsum2sws 20, 30, 20
vsum4sbs 7, 29, 8
vsum4sbs 13, 25, 30
vsum4sbs 9, 2, 25
vsum4shs 18, 2, 1
vsum4shs 11, 7, 4
vsum4shs 6, 31, 4
vsum4ubs 3, 12, 22
vsum4ubs 11, 17, 31
vsum4ubs 31, 25, 27
vsumsws 19, 23, 22
vsumsws 21, 15, 26
vsumsws 11, 31, 30
vupkhpx 1, 5
vupkhpx 2, 5
vupkhpx 29, 5
vupkhsb 11, 22
vupkhsb 12, 20
vupkhsb 31, 12
vupkhsh 13, 30
vupkhsh 12, 12
vupkhsh 14, 11
vupkhsw 28, 31
vupkhsw 10, 28
vupkhsw 31, 16
vupklpx 9, 10
vupklpx 4, 8
vupklpx 6, 22
vupklsb 14, 22
vupklsb 9, 1
vupklsb 30, 10
vupklsh 19, 1
vupklsh 13, 7
vupklsh 16, 26
vupklsw 28, 20
vupklsw 8, 4
vupklsw 3, 16
vxor 31, 27, 10
vxor 15, 13, 22
vxor 3, 27, 12
