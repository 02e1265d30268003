// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x1
tcommit
tstart	xzr
ttest	x20
