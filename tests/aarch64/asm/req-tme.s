// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x37cd
tcommit
tstart	x18
ttest	xzr
