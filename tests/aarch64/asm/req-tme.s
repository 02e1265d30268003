// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0xa400
tcommit
tstart	x5
ttest	x18
