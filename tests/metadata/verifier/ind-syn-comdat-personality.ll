; reads: comdats, personality, landingpad clauses over several lines
$_ZN1S3getEv = comdat any
$_ZTS1E = comdat any

@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = external constant ptr

define linkonce_odr dso_local noundef i32 @_ZN1S3getEv(ptr noundef nonnull align 4 dereferenceable(4) %this) #0 comdat align 2 personality ptr @__gxx_personality_v0 {
entry:
  %call = invoke noundef i32 @_Z5thunkv()
          to label %invoke.cont unwind label %lpad, !prof !2

invoke.cont:                                      ; preds = %entry
  ret i32 %call

lpad:                                             ; preds = %entry
  %0 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
          filter [1 x ptr] [ptr @_ZTI1E]
  %1 = extractvalue { ptr, i32 } %0, 0
  resume { ptr, i32 } %0
}

declare noundef i32 @_Z5thunkv() local_unnamed_addr #1
declare i32 @__gxx_personality_v0(...)

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" }
attributes #1 = { "no-trapping-math"="true" }

!2 = !{!"branch_weights", i32 2000, i32 1}
