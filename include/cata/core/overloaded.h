// The overload set of lambdas that std::visit takes ("overloaded" of cppreference).
#pragma once

namespace cata {

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace cata
