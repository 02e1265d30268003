// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x1ed5
tcommit
tstart	x11
ttest	x30
