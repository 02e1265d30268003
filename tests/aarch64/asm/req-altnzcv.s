// mattr: +altnzcv
// instructions llvm-mc 19 takes only with: altnzcv
axflag
xaflag
